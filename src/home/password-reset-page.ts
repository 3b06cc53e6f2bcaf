/** The small HTML pages of the password reset link: the form, and the outcome. */

import { MIN_ACCOUNT_PASSWORD_LENGTH } from '../accounts/account-input.js';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#222}label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1.25rem;padding:.6rem 1.2rem}.error{color:#a00}</style>
</head><body><h1>${escape(title)}</h1>
${body}
</body></html>
`;
}

/** The form: new password twice; the token travels in a hidden field. */
export function resetFormPage(token: string, error: string | null = null): string {
  return page(
    'Choose a new password',
    `${error ? `<p class="error">${escape(error)}</p>` : ''}<form method="post" action="/password-reset">
<input type="hidden" name="token" value="${escape(token)}">
<label for="password">New password (at least ${MIN_ACCOUNT_PASSWORD_LENGTH} characters, not a common one)</label><input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_ACCOUNT_PASSWORD_LENGTH}" required>
<label for="confirm">The same password again</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${MIN_ACCOUNT_PASSWORD_LENGTH}" required>
<button type="submit">Set the new password</button>
</form>`,
  );
}

export function resetDonePage(): string {
  return page('Password changed', '<p>Your new password is set. You can log in with it now.</p>');
}

/** A link that sets no password: unknown, already used, or expired. */
export function resetInvalidPage(state: 'unknown' | 'used' | 'expired'): string {
  const why = state === 'used' ? 'has already been used' : state === 'expired' ? 'has expired' : 'is not valid';
  return page('Link no longer valid', `<p>This password reset link ${why}. Ask for a new one where you log in.</p>`);
}

/** A submission refused for now (too many attempts, or the service busy): why, and that the link still works. */
export function resetRefusedPage(message: string): string {
  return page('Please wait', `<p>${escape(message)} Your link stays valid until it expires.</p>`);
}
