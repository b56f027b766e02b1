/**
 * The login form's captcha. ALTCHA's widget (`captcha-widget.tsx`, about 30 kB gzip) is loaded
 * only once the user engages the form — focus anywhere in it, a tick on the placeholder, or a
 * submit — so the login page stays within its script budget; until then a placeholder of the same
 * shape and label holds its place. It starts solving as soon as it is loaded, while the user types.
 */
import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useImperativeHandle, useRef, useState, type ComponentType, type Ref } from 'react';
import { useT } from '../../lib/i18n.ts';

/** What the login form asks of the captcha. */
export type CaptchaHandle = {
  /** The solved payload to send as `captcha`, solving first when needed; null when it could not be solved. */
  solved(): Promise<string | null>;
  /** Starts again with a new challenge (a payload is good for one login attempt). */
  renew(): void;
};

type Widget = ComponentType<{ ref: Ref<CaptchaHandle> }>;

const useStyles = makeStyles({
  // The widget's box (altcha.css with the colours `captcha-widget.tsx` gives it), so nothing moves when it arrives.
  box: {
    display: 'flex',
    alignItems: 'center',
    gap: '0.5rem',
    padding: '0.75rem',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    lineHeight: '1.25',
  },
  checkbox: { width: '22px', height: '22px', margin: 0, cursor: 'pointer', accentColor: tokens.colorBrandBackground },
});

type PlaceholderProps = { onTick: () => void; onFocusChange: (focused: boolean) => void };

/** Stands in for the widget until it is loaded: the same box, checkbox and label. */
function Placeholder({ onTick, onFocusChange }: PlaceholderProps) {
  const styles = useStyles();
  const { t } = useT();
  return (
    <div className={styles.box}>
      <input
        id="captcha-placeholder"
        type="checkbox"
        className={styles.checkbox}
        checked={false}
        onChange={onTick}
        onFocus={() => onFocusChange(true)}
        // Swapping the placeholder out blurs it towards nothing; only a move elsewhere counts.
        onBlur={(event) => event.relatedTarget && onFocusChange(false)}
      />
      <label htmlFor="captcha-placeholder">{t('auth.captcha.label')}</label>
    </div>
  );
}

export function CaptchaField({ ref, error }: { ref: Ref<CaptchaHandle>; error?: string | undefined }) {
  const { t } = useT();
  const holder = useRef<HTMLDivElement>(null);
  const inner = useRef<CaptchaHandle | null>(null);
  // Loaded by hand rather than with lazy() + Suspense, so that the placeholder (and a keyboard
  // user's focus on it) stays in place until the widget is there to take over.
  const [Widget, setWidget] = useState<Widget | null>(null);
  const loading = useRef<Promise<unknown> | null>(null);
  const placeholderFocused = useRef(false);
  // Calls of `solved()` made before the widget has mounted wait here for it (null: it failed to load).
  const waiting = useRef<Array<(handle: CaptchaHandle | null) => void>>([]);

  const load = () => {
    loading.current ??= import('./captcha-widget.tsx').then(
      (module) => setWidget(() => module.default),
      () => {
        loading.current = null; // tried again on the next focus or submit; the server says what is missing
        waiting.current.splice(0).forEach((resume) => resume(null));
      },
    );
  };

  // Any focus in the login form (the username field, usually) loads the widget.
  useEffect(() => {
    const form = holder.current?.closest('form');
    if (!form || Widget) return;
    form.addEventListener('focusin', load);
    return () => form.removeEventListener('focusin', load);
  });

  // The widget (a Svelte custom element) draws its checkbox a moment after it is attached.
  const focusWidget = (frames = 30) => {
    const checkbox = holder.current?.querySelector<HTMLInputElement>('input[type="checkbox"]');
    if (checkbox) checkbox.focus();
    else if (frames > 0) requestAnimationFrame(() => focusWidget(frames - 1));
  };

  const mounted = (handle: CaptchaHandle | null) => {
    if (handle && !inner.current) {
      // A keyboard user on the placeholder stays on the same spot: the widget's checkbox.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (placeholderFocused.current && lost) focusWidget();
      waiting.current.splice(0).forEach((resume) => resume(handle));
    }
    inner.current = handle;
  };

  useImperativeHandle(ref, () => ({
    async solved() {
      if (inner.current) return inner.current.solved();
      const handle = new Promise<CaptchaHandle | null>((resume) => waiting.current.push(resume));
      load();
      return (await handle)?.solved() ?? null;
    },
    renew() {
      inner.current?.renew();
    },
  }));

  return (
    // The widget's own checkbox carries the label ("I'm not a robot"); the field adds the hint and the server's error.
    <Field hint={t('auth.captcha.hint')} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <div ref={holder}>
        {Widget ? (
          <Widget ref={mounted} />
        ) : (
          <Placeholder onTick={load} onFocusChange={(focused) => (placeholderFocused.current = focused)} />
        )}
      </div>
    </Field>
  );
}
