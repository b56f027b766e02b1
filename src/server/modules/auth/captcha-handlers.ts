/** The login form's captcha: a signed proof-of-work challenge for the ALTCHA widget. */
import { issueCaptchaChallenge } from '../../platform/auth/captcha.ts';
import type { Handlers } from '../../platform/handler.ts';

export const captchaHandlers: Handlers = {
  /** A fresh challenge (also while CAPTCHA=off, so the login page works the same everywhere). */
  async getCaptchaChallenge(request) {
    const { config } = request.server;
    return issueCaptchaChallenge(config.captcha, config.clock());
  },
};
