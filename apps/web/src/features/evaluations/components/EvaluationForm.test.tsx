import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { EvaluationForm, type RateValues } from './EvaluationForm';

const inQueries = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

/** The plain evaluation form: three ratings of 1–5 stars (radios) and a comment. */
describe('EvaluationForm', () => {
  it('asks for every rating, then sends the stars and the trimmed comment', async () => {
    const user = userEvent.setup();
    const sent: RateValues[] = [];
    inQueries(<EvaluationForm submitText="Submit" onSubmit={async (v) => void sent.push(v)} />);
    await user.click(screen.getByTestId('eval-submit'));
    expect(screen.getAllByText('Give 1 to 5 stars')).toHaveLength(3);
    expect(sent).toHaveLength(0);
    await user.click(within(screen.getByTestId('eval-taidu')).getByRole('radio', { name: '5 out of 5 stars' }));
    await user.click(within(screen.getByTestId('eval-sudu')).getByRole('radio', { name: '4 out of 5 stars' }));
    const quality = within(screen.getByTestId('eval-pinzhi'));
    await user.click(quality.getByRole('radio', { name: '2 out of 5 stars' }));
    await user.click(quality.getByRole('radio', { name: '3 out of 5 stars' }));
    expect((quality.getByRole('radio', { name: '3 out of 5 stars' }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByTestId('eval-content'), '  Clear brief.  ');
    expect(screen.getByText('16 / 1000')).toBeTruthy();
    await user.click(screen.getByTestId('eval-submit'));
    expect(sent).toEqual([{ taidu: 5, sudu: 4, pinzhi: 3, content: 'Clear brief.' }]);
  });

  it('starts from a written evaluation', () => {
    inQueries(<EvaluationForm submitText="Save" initial={{ taidu: 3, sudu: 5, pinzhi: 4, content: 'Fine' }} onSubmit={async () => undefined} />);
    const speed = within(screen.getByTestId('eval-sudu'));
    expect((speed.getByRole('radio', { name: '5 out of 5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('eval-content') as HTMLTextAreaElement).value).toBe('Fine');
  });
});
