// @vitest-environment jsdom
import { cleanup, screen as view } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StepSidebar, type SidebarStep } from '../../../src/portal/app/layout/step-sidebar.tsx';
import { renderInLanguage, textOf } from '../forms/render-in-language.tsx';

afterEach(cleanup);

const steps: SidebarStep[] = [
  { key: 'basic', title: 'Basic data', state: 'complete' },
  { key: 'project', title: 'Project', state: 'attention' },
  { key: 'financial', title: 'Financial', state: 'next' },
  { key: 'files', title: 'Files', state: 'checked' },
];

describe('step sidebar', () => {
  it('numbers the steps, names each state and marks the current one', async () => {
    await renderInLanguage(<StepSidebar steps={steps} current="project" onSelect={() => undefined} />, 'en');
    const buttons = view.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Step 1: Basic data – Complete',
      'Step 2: Project – Needs attention',
      'Step 3: Financial – Next step',
      'Step 4: Files – Checked',
    ]);
    expect(buttons[1]).toHaveProperty('ariaCurrent', 'step');
    expect(buttons[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('adds a Preview entry in preview mode and reports the chosen step', async () => {
    const onSelect = vi.fn();
    await renderInLanguage(<StepSidebar steps={steps} current="preview" onSelect={onSelect} preview />, 'ar');
    const buttons = view.getAllByRole('button');
    expect(buttons).toHaveLength(5);
    expect(buttons[4]!.getAttribute('aria-label')).toContain(textOf('ar', 'shell.steps.preview'));
    expect(buttons[4]!.getAttribute('aria-label')).toContain('٥');
    expect(buttons[4]!.getAttribute('aria-current')).toBe('step');
    await userEvent.click(buttons[2]!);
    expect(onSelect).toHaveBeenCalledWith('financial');
  });
});
