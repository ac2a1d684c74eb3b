/**
 * /economy-dashboard: the sandbox token economy. Parameters (a preset, then any of them) on one side, the
 * run on the other: nothing before the first run, a progress bar while the worker simulates, then the
 * charts. Every run writes its scenario into the address, so the address is the link to share; opening such
 * a link restores the parameters and runs them.
 */

import { ECONOMY_PRESETS, type EconomyPresetId, economyPreset } from '@common/economy-sim';
import { countOf } from '@common/plural';
import type { EconomySimParams } from '@common/schemas/economy-sim';
import { FlaskConical, Link2, Play } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AccountScreen, AccountScreenHeader } from '@/components/screen/account-screen';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/use-toast';
import { PARAM_FIELDS } from './param-fields';
import { ParametersForm, type PresetChoice } from './parameters-form';
import { SandboxResults } from './sandbox-results';
import {
  checkScenario,
  type ScenarioValues,
  scenarioFromSearch,
  scenarioSearch,
  valuesOfParams,
} from './scenario';
import { type SimState, useEconomySim } from './use-economy-sim';

const presetValues = (id: EconomyPresetId) => valuesOfParams(economyPreset(id).params);

/** The preset the values are, whatever their seed (a preset is a set of parameters; the seed is the run's). */
function presetOf(values: ScenarioValues): PresetChoice {
  const same = ECONOMY_PRESETS.find((p) => {
    const v = valuesOfParams(p.params);
    return PARAM_FIELDS.every((f) => f.path === 'seed' || v[f.path] === values[f.path]);
  });
  return same?.id ?? 'custom';
}

export function EconomySandboxView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [opened] = useState(() => {
    const fromLink = scenarioFromSearch(searchParams, presetValues('launch'));
    return { values: fromLink ?? presetValues('launch'), fromLink: fromLink !== null };
  });
  const [values, setValues] = useState<ScenarioValues>(opened.values);
  const check = useMemo(() => checkScenario(values), [values]);
  const errors = check.ok ? {} : check.errors;
  const { state, run } = useEconomySim();
  const formRef = useRef<HTMLDivElement>(null);
  const resultsRef = useRef<HTMLElement>(null);

  const start = () => {
    if (!check.ok) {
      const first = PARAM_FIELDS.find((f) => check.errors[f.path]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.path}"]`)?.focus();
      return;
    }
    run(check.params);
    setSearchParams(scenarioSearch(check.params), { replace: true });
    // Below the form on narrow screens: bring the run into view.
    if (window.matchMedia?.('(max-width: 1023px)').matches)
      resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // A shared link runs as it opens (once; a link with errors waits for them to be fixed).
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (opened.fromLink) startRef.current();
  }, [opened.fromLink]);

  const share = async (params: EconomySimParams) => {
    const url = `${window.location.origin}${window.location.pathname}?${scenarioSearch(params)}`;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'It opens these parameters and this seed, and runs them.' });
    } catch {
      toast({ title: 'Copy this link', description: url });
    }
  };

  return (
    <AccountScreen>
      <AccountScreenHeader subtitle="Play with the token economy’s parameters and see what they do over years. Simulated people and AIZ: nothing here touches real balances." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,380px)_minmax(0,1fr)]">
        <Card ref={formRef}>
          <CardContent className="p-4 sm:p-5">
            <ParametersForm
              values={values}
              errors={errors}
              preset={presetOf(values)}
              onPreset={(id) => setValues((v) => ({ ...presetValues(id), seed: v.seed ?? '1' }))}
              onChange={(path, value) => setValues((v) => ({ ...v, [path]: value }))}
              onSubmit={start}
            >
              <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-2 border-border border-t bg-card px-4 pt-3 pb-1 sm:-mx-5 sm:px-5">
                <Button type="submit" variant="brand" disabled={state.status === 'running'}>
                  <Play aria-hidden="true" /> {state.status === 'running' ? 'Simulating…' : 'Run simulation'}
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  disabled={!check.ok}
                  onClick={() => check.ok && share(check.params)}
                >
                  <Link2 aria-hidden="true" /> Copy share link
                </Button>
                {!check.ok ? (
                  <p className="w-full text-destructive text-sm" role="alert">
                    {Object.keys(check.errors).length === 1
                      ? 'One parameter needs fixing.'
                      : `${countOf(Object.keys(check.errors).length, 'parameter')} need fixing.`}
                  </p>
                ) : null}
              </div>
            </ParametersForm>
          </CardContent>
        </Card>
        <section aria-label="Results" className="min-w-0 scroll-mt-20" ref={resultsRef}>
          <RunState state={state} />
        </section>
      </div>
    </AccountScreen>
  );
}

function RunState({ state }: { state: SimState }) {
  if (state.status === 'done')
    return <SandboxResults result={state.result} params={state.params} ms={state.ms} />;
  if (state.status === 'running')
    return (
      <Card>
        <CardContent className="flex flex-col gap-3 p-6">
          <p className="font-medium">Simulating… {Math.round(state.progress * 100)}%</p>
          <Progress value={state.progress * 100} label="Simulation progress" />
          <p className="text-muted-foreground text-sm">
            The simulation runs in the background; the page stays usable.
          </p>
        </CardContent>
      </Card>
    );
  if (state.status === 'failed')
    return (
      <Card className="border-destructive/50">
        <CardContent className="p-6" role="alert">
          <p className="font-medium">The simulation stopped.</p>
          <p className="mt-1 text-muted-foreground text-sm">{state.message}</p>
        </CardContent>
      </Card>
    );
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
        <FlaskConical aria-hidden="true" className="size-10 text-muted-foreground" />
        <h2 className="font-semibold text-lg">No run yet</h2>
        <p className="max-w-md text-muted-foreground text-sm">
          Pick a preset (launch, growth or bear) or set your own parameters, then run the simulation. Three
          years of days take a second or two; the same seed always gives the same result.
        </p>
      </CardContent>
    </Card>
  );
}
