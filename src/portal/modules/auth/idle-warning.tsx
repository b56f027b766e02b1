import { Body1, Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Subtitle2 } from '@fluentui/react-components';
import { useT } from '../../lib/i18n.ts';
import { clockText } from './idle-settings.ts';

type IdleWarningProps = { remaining: number; onContinue: () => void; onHome: () => void };

/** The idle countdown's modal (idle-timeout.tsx): the time left, Continue and Back to home. */
export default function IdleWarning({ remaining, onContinue, onHome }: IdleWarningProps) {
  const { t } = useT();
  return (
    <Dialog open modalType="alert">
      <DialogSurface aria-describedby="idle-timeout-body">
        <DialogBody>
          <DialogTitle>{t('auth.idle.title')}</DialogTitle>
          <DialogContent id="idle-timeout-body">
            <Subtitle2 as="p">{t('auth.idle.timeout_title')}</Subtitle2>
            <Body1 as="p">{t('auth.idle.body')}</Body1>
            <Body1 as="p">{t('auth.idle.saved')}</Body1>
            <Body1 as="p" role="timer" aria-live="off">{t('auth.idle.countdown', { time: clockText(remaining) })}</Body1>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onContinue}>{t('auth.idle.continue')}</Button>
            <Button onClick={onHome}>{t('auth.idle.home')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
