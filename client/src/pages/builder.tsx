import { Bot } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AgentWizard } from '@/features/agent-wizard';
import { SignInPrompt, useCurrentUser } from '@/features/auth';
import { useScreenTitle } from '@/lib/screen-handle';

/** /builder and /builder-simple: the agent wizard; `?workflow=<id>` opens one of your agents. */
export function BuilderPage() {
  const title = useScreenTitle();
  const { user, isLoading } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const agentId = params.get('workflow');
  // The wizard keeps its state when the agent it just created gets its address; any other change of
  // address (another agent, a new one) starts it afresh.
  const created = useRef<string | null>(null);
  const [session, setSession] = useState({ agentId, key: 0 });
  if (agentId !== session.agentId) {
    setSession({
      agentId,
      key: agentId !== null && agentId === created.current ? session.key : session.key + 1,
    });
  }
  const onCreated = useCallback(
    (id: string) => {
      created.current = id;
      navigate(`?workflow=${id}`, { replace: true });
    },
    [navigate],
  );
  if (isLoading) return <PageSpinner />;
  if (!user)
    return (
      <div className="flex flex-1 flex-col items-center gap-6 overflow-y-auto px-4 py-10">
        <h1 className="font-semibold text-3xl tracking-tight">{title}</h1>
        <SignInPrompt
          icon={Bot}
          title="Sign in to build an agent"
          description="Name it, give it instructions, tools and documents, and talk to it in a test chat. Your agents are saved to your account."
        />
      </div>
    );
  return <AgentWizard key={session.key} agentId={agentId} onCreated={onCreated} />;
}
