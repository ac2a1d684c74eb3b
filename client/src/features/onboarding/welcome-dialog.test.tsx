import { STORAGE_KEYS } from '@common/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { WelcomeDialog } from './welcome-dialog';

afterEach(() => {
  act(() => resetToasts());
  vi.restoreAllMocks();
});

const noNavigation = () => {};
const lastToast = () => getToastState().toasts[0];
const startBuilding = () => fireEvent.click(screen.getByRole('button', { name: 'Start Building' }));

describe('WelcomeDialog', () => {
  it('shows the title, three features, the e-mail field (signed out) and the use cases', () => {
    render(<WelcomeDialog open onClose={() => {}} signedInEmail={null} navigate={noNavigation} />);
    expect(screen.getByRole('heading', { name: 'Welcome to AIZ Platform' })).toBeInTheDocument();
    for (const feature of ['AI Agents', 'Automation', 'Deploy'])
      expect(screen.getByText(feature)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    const options = [...screen.getByRole('combobox').querySelectorAll('option')].map(
      (o) => `${o.textContent}=${o.value}`,
    );
    expect(options.slice(1)).toEqual([
      'Business Automation=automation',
      'AI Agent Development=ai-agents',
      'Workflow Management=workflows',
      'System Integration=integration',
      'Just Exploring=experimentation',
    ]);
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeInTheDocument();
  });

  it('asks a signed-out visitor for an e-mail', () => {
    const onClose = vi.fn();
    render(<WelcomeDialog open onClose={onClose} signedInEmail={null} navigate={noNavigation} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '   ' } });
    startBuilding();
    expect(lastToast()).toMatchObject({
      title: 'Email required',
      description: 'Please enter your email to continue',
      variant: 'destructive',
    });
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBeNull();
  });

  it('stores the record and the flag on Start Building, then closes', () => {
    const onClose = vi.fn();
    render(<WelcomeDialog open onClose={onClose} signedInEmail={null} navigate={noNavigation} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' ada@example.com ' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'ai-agents' } });
    startBuilding();
    expect(onClose).toHaveBeenCalledOnce();
    const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData)!);
    expect(record).toMatchObject({ email: 'ada@example.com', useCase: 'ai-agents' });
    expect(Date.parse(record.completedAt)).not.toBeNaN();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBe('true');
  });

  it('uses the account e-mail and the general use case when signed in', () => {
    render(<WelcomeDialog open onClose={() => {}} signedInEmail="me@example.com" navigate={noNavigation} />);
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    startBuilding();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData)!)).toMatchObject({
      email: 'me@example.com',
      useCase: 'general',
    });
  });

  it('toasts a welcome and still closes when storage fails', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const onClose = vi.fn();
    render(<WelcomeDialog open onClose={onClose} signedInEmail="me@example.com" navigate={noNavigation} />);
    startBuilding();
    expect(lastToast()).toMatchObject({ title: 'Welcome to AIZ Platform!' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('records the skip reason and closes on Skip for now', () => {
    const onClose = vi.fn();
    render(<WelcomeDialog open onClose={onClose} signedInEmail={null} navigate={noNavigation} />);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.onboardingData)!).reason).toBe('User chose to skip');
  });

  it('clears the stored flags when it opens (Show Onboarding)', () => {
    localStorage.setItem(STORAGE_KEYS.onboardingCompleted, 'true');
    localStorage.setItem(STORAGE_KEYS.onboardingData, '{}');
    render(<WelcomeDialog open onClose={() => {}} signedInEmail={null} navigate={noNavigation} />);
    expect(localStorage.getItem(STORAGE_KEYS.onboardingCompleted)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.onboardingData)).toBeNull();
  });

  it.each([
    ['ai-agents', '/builder'],
    ['workflows', '/workflow-builder'],
    ['experimentation', '/marketplace'],
    ['', '/workflow-builder'],
  ])('Start Building with use case "%s" closes the dialog and opens %s', (useCase, path) => {
    const onClose = vi.fn();
    const navigate = vi.fn();
    render(<WelcomeDialog open onClose={onClose} signedInEmail="me@example.com" navigate={navigate} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: useCase } });
    startBuilding();
    expect(onClose).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(path);
  });

  it('goes nowhere on Skip for now, or while the e-mail is missing', () => {
    const navigate = vi.fn();
    render(<WelcomeDialog open onClose={() => {}} signedInEmail={null} navigate={navigate} />);
    startBuilding();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
