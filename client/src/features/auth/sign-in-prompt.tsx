import { LogIn, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuthDialog } from './auth-dialog-provider';

type SignInPromptProps = {
  title: string;
  description: string;
  icon?: LucideIcon;
};

/** Shown where a signed-out visitor reaches a screen that needs an account. */
export function SignInPrompt({ title, description, icon: Icon = LogIn }: SignInPromptProps) {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  return (
    <Card className="mx-auto max-w-lg text-center">
      <CardHeader className="items-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-2 font-semibold text-xl leading-tight tracking-tight">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
        <Button variant="brand" onClick={() => openAuthDialog()} onPointerEnter={preloadAuthDialog}>
          Sign In
        </Button>
        <Button
          variant="outline"
          onClick={() => openAuthDialog({ mode: 'signup' })}
          onPointerEnter={preloadAuthDialog}
        >
          Create an account
        </Button>
      </CardContent>
    </Card>
  );
}
