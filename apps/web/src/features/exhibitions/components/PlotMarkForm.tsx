import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLOT_EXHIBITOR_MAX, plotStates, type PlotState } from '@boothhub/shared/contracts/exhibitionOptions';
import { BusyMark } from '../../../components/lite/BusyMark';
import { FieldFrame } from '../../../components/lite/Fields';
import { Segmented } from '../../../components/lite/Segmented';
import { Switch } from '../../../components/lite/Switch';
import { useI18n } from '../../../i18n';
import { message } from '../../../lib/notice';
import { exhibitionKeys, exhibitionsApi } from '../api';
import { plotState } from '../lib/plotStates';
import type { PlanPlot } from '../lib/planTypes';

/**
 * The organiser's (or an admin's) marks on a booth (Article/huizhanPlotMark, decision 070): free, reserved or sold,
 * the exhibitor holding it and whether the plan shows the name to everyone.
 */
export function PlotMarkForm({ exhibitionId, plot }: { exhibitionId: number; plot: PlanPlot & { id: number } }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [state, setState] = useState<PlotState>(plotState(plot));
  const [exhibitor, setExhibitor] = useState(plot.exhibitor ?? '');
  const [shown, setShown] = useState(plot.exhibitorPublic ?? false);
  const held = state !== 'free';
  const save = useMutation({
    mutationFn: () =>
      exhibitionsApi.mark({
        id: exhibitionId,
        plotId: plot.id,
        state,
        exhibitor: held ? exhibitor.trim() || null : null,
        exhibitorPublic: held && shown,
      }),
    onSuccess: async () => {
      message.success(t('exhibitions.mark.saved', { number: plot.number }));
      await client.invalidateQueries({ queryKey: exhibitionKeys.all });
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!save.isPending) save.mutate();
  };
  return (
    <form className="bh-plot-mark bh-gap-top-s" onSubmit={submit} data-testid="plot-mark-form">
      <h3 className="bh-h5">{t('exhibitions.mark.title')}</h3>
      <Segmented<PlotState>
        value={state}
        onChange={setState}
        options={plotStates.map((s) => ({ value: s, label: t(`exhibitions.state.${s}`) }))}
        label={t('exhibitions.mark.state')}
        name={`plot-mark-${plot.id}`}
        testId="plot-mark-state"
      />
      {held && (
        <>
          <FieldFrame id="plot-mark-exhibitor" label={t('exhibitions.mark.exhibitor')}>
            <input
              id="plot-mark-exhibitor"
              className="bh-input"
              value={exhibitor}
              maxLength={PLOT_EXHIBITOR_MAX}
              onChange={(e) => setExhibitor(e.target.value)}
              data-testid="plot-mark-exhibitor"
            />
          </FieldFrame>
          <Switch
            checked={shown}
            onChange={setShown}
            disabled={exhibitor.trim() === ''}
            label={t('exhibitions.mark.public')}
            className="bh-gap-top-s"
            testId="plot-mark-public"
          />
        </>
      )}
      <button type="submit" className="bh-btn bh-btn-block bh-gap-top-s" aria-busy={save.isPending || undefined} data-testid="plot-mark-save">
        {save.isPending && <BusyMark />}
        {t('exhibitions.mark.save')}
      </button>
    </form>
  );
}
