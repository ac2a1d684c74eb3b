import { describe, expect, it, vi } from 'vitest';
import { answerQuestion, offlineSuggestions } from './answer';
import type { OfflineContext, OnboardingSnapshot } from './context';
import { OFFLINE_LABEL } from './label';

const signedOut: OfflineContext = { user: null };
const ada = (over: Partial<OfflineContext> = {}): OfflineContext => ({
  user: { id: 'u1', username: 'ada' },
  readBalance: async () => '1000',
  ...over,
});
const atStep = (over: Partial<OnboardingSnapshot> = {}): OnboardingSnapshot => ({
  isCompleted: false,
  skipped: false,
  currentStep: { id: 'builder', title: 'Workflow builder', route: '/workflow-builder' },
  stepNumber: 3,
  totalSteps: 7,
  completedSteps: 2,
  progressPercentage: 29,
  ...over,
});

describe('offline answers from the help articles', () => {
  it('quote the best article, link related ones and offer follow-ups', async () => {
    const a = await answerQuestion('what chains are supported', signedOut);
    expect(a.source).toBe('article');
    expect(a.articleIds[0]).toBe('wallets-chains');
    expect(a.text).toMatch(/^From the help article \[Wallets and supported chains\]\(\/agent-wallets\):/);
    expect(a.text).toContain('Arbitrum One (42161) with ETH, USDC and USDT');
    expect(a.text).toMatch(/\nRelated: \[[^\]]+\]\(\/[^)]*\)/);
    expect(a.suggestions.length).toBeGreaterThanOrEqual(2);
    expect(a.suggestions.length).toBeLessThanOrEqual(4);
    expect(a.text.endsWith(OFFLINE_LABEL)).toBe(true);
  });

  it('say plainly when nothing matches, and list what they can help with', async () => {
    const a = await answerQuestion('what is the capital of France?', signedOut);
    expect(a.source).toBe('none');
    expect(a.text).toMatch(/^I could not find anything about that .* so I will not guess/);
    expect(a.text).toContain('[Staking AIZ](/staking)');
    expect(a.suggestions).toHaveLength(4);
    expect(a.text.endsWith(OFFLINE_LABEL)).toBe(true);
  });

  it('introduce themselves to a greeting or "what can you do"', async () => {
    for (const q of ['hello', 'What can you do?', '   ']) {
      const a = await answerQuestion(q, signedOut);
      expect(a.text, q).toMatch(/^I am the offline assistant of AIZ Platform/);
      expect(a.text.endsWith(OFFLINE_LABEL)).toBe(true);
    }
  });

  it('say they are not an AI when asked', async () => {
    const a = await answerQuestion('Are you a real AI?', signedOut);
    expect(a.skill).toBe('identity');
    expect(a.text).toContain('It is not an AI model');
  });

  it('say they cannot see images or media', async () => {
    const only = await answerQuestion('', signedOut, { hasAttachments: true });
    expect(only.text).toMatch(/^I cannot see images or hear audio and video/);
    const withText = await answerQuestion('how do i stake aiz', signedOut, { hasAttachments: true });
    expect(withText.text).toMatch(/^I cannot see images[\s\S]*Staking AIZ/);
  });

  describe('from attached documents', () => {
    const policy = {
      name: 'policy.md',
      text: [
        '# Walker Widgets refund policy',
        'We sell widgets to shops across Europe.',
        'Refunds are paid within 14 days of the return reaching our warehouse in Leeds.',
        '# Shipping',
        'Orders ship on weekdays; delivery takes two to four days.',
      ].join('\n\n'),
    };

    it('quote the passage that answers the question, never "cannot read"', async () => {
      const a = await answerQuestion('How long do refunds take?', signedOut, { documents: [policy] });
      expect(a.source).toBe('document');
      expect(a.text).toContain('From **policy.md**');
      expect(a.text).toContain('> Refunds are paid within 14 days');
      expect(a.text).not.toContain('Orders ship on weekdays');
      expect(a.text).not.toMatch(/cannot read/i);
    });

    it('summarise a file sent alone or with "summarise this"', async () => {
      for (const q of ['', 'Summarise this', 'what is in it?']) {
        const a = await answerQuestion(q, signedOut, { documents: [policy] });
        expect(a.source, q).toBe('document');
        expect(a.text, q).toContain('Its sections: Walker Widgets refund policy · Shipping.');
        expect(a.text, q).toContain('> We sell widgets to shops across Europe.');
      }
    });

    it('say when the file does not mention the question, and what it holds instead', async () => {
      const a = await answerQuestion('What about warranty claims?', signedOut, { documents: [policy] });
      expect(a.text).toMatch(/^I found nothing about “What about warranty claims\?” in \*\*policy\.md\*\*/);
      expect(a.text).toContain('> We sell widgets');
    });
  });

  it('offer follow-ups without account data', () => {
    expect(offlineSuggestions('how do i stake aiz')).toContain('What is the AIZ token?');
  });
});

describe('offline skills', () => {
  it('answer the balance of the signed-in user', async () => {
    for (const q of ['what is my balance', 'How many AIZ do I have?', 'show my tokens']) {
      const a = await answerQuestion(q, ada());
      expect(a.skill, q).toBe('balance');
      expect(a.text).toMatch(/^ada, your balance is \*\*1000 AIZ\*\*/);
      expect(a.text.endsWith(OFFLINE_LABEL)).toBe(true);
    }
  });

  it('leave balance-like questions that are not about the user to the articles', async () => {
    const a = await answerQuestion('how much is the signup bonus', ada());
    expect(a.skill).toBeNull();
    expect(a.articleIds[0]).toBe('signup-bonus');
  });

  it('explain how to sign in when a signed-out visitor asks for a balance', async () => {
    const a = await answerQuestion('what is my balance?', signedOut);
    expect(a.skill).toBe('balance');
    expect(a.text).toMatch(
      /^Your AIZ balance is shown once you are signed in\. To sign in, choose Get Started/,
    );
  });

  it('do not make up a balance they could not read', async () => {
    const a = await answerQuestion(
      'my balance',
      ada({
        readBalance: async () => {
          throw new Error('db down');
        },
      }),
    );
    expect(a.text).toMatch(/^I could not read your balance just now/);
  });

  it('answer where the user is in the tour', async () => {
    const read = vi.fn(async () => atStep());
    const a = await answerQuestion('where am I in the tour?', ada({ readOnboarding: read }));
    expect(a.skill).toBe('onboarding-progress');
    expect(a.text).toMatch(/^You are at step 3 of 7, \*\*Workflow builder\*\*/);
    expect(a.text).toContain('2 of 7 steps completed (29% of the way through)');
    const none = await answerQuestion('onboarding progress', ada({ readOnboarding: async () => null }));
    expect(none.text).toMatch(/^You have not started the onboarding tour yet/);
    const done = await answerQuestion(
      'have I finished the tour',
      ada({ readOnboarding: async () => atStep({ isCompleted: true }) }),
    );
    expect(done.text).toMatch(/^You have completed the onboarding tour: all 7 steps/);
    const skipped = await answerQuestion(
      'tour status',
      ada({ readOnboarding: async () => atStep({ skipped: true }) }),
    );
    expect(skipped.text).toMatch(/^You skipped the onboarding tour at step 3 of 7/);
  });

  it('let the articles answer tour questions for visitors', async () => {
    const a = await answerQuestion('where am I in the tour?', signedOut);
    expect(a.skill).toBeNull();
    expect(a.articleIds[0]).toBe('onboarding-tour');
  });
});
