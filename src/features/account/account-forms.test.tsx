import { appStore } from '@lib/jotai-store';
import { memberAtom } from '@lib/member/member-state';
import {
  ACCOUNT_FIELDS,
  ACCOUNT_MESSAGES,
  FIELD_ERRORS,
  socialNotSetUp,
} from '@shared/account/account-texts';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeFetch, fakeFetch, inTurn, jsonResponse } from '@tests/support/fake-fetch';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';

// IndexedDB settles asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

let network: FakeFetch;

const OVERVIEW = {
  member: {
    id: 'm1',
    name: 'Ana Lima',
    email: 'ana@example.com',
    emailVerified: true,
    role: 'member',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  hasPassword: true,
  sessions: [],
  passkeys: [],
  submissions: [],
};

beforeEach(() => {
  // Every request is answered 200 with {} unless the test says otherwise.
  network = fakeFetch({ otherwise: {} });
});

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(memberAtom, null);
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderForm = (form: React.ReactNode, url = '/') => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {form}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return user;
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const callTo = (path: string) => network.calls.find((call) => call.url.startsWith(path));

describe('every account form', () => {
  // Submitted by the browser itself (the app not yet in charge of a server-drawn page), a GET form would put
  // the password in the address, the history and the server's log.
  it.each([
    ['LoginForm', <LoginForm key="login" />],
    ['RegisterForm', <RegisterForm key="register" />],
    ['ForgotPasswordForm', <ForgotPasswordForm key="forgot" />],
    ['ResetPasswordForm', <ResetPasswordForm key="reset" />],
  ])('%s posts, never putting what was typed in the address', (_name, form) => {
    renderForm(form, '/?token=t');
    const forms = document.querySelectorAll('form');
    expect(forms.length).toBeGreaterThan(0);
    for (const element of forms) expect(element.method).toBe('post');
  });
});

describe('LoginForm', () => {
  it('has the fields, links and buttons of the spec, and a passkey sign-in', () => {
    renderForm(<LoginForm />);
    expect(field('Email Address').type).toBe('email');
    expect(field('Email Address').required).toBe(true);
    expect(field('Password').type).toBe('password');
    expect(field('Password').required).toBe(true);
    expect(field('Remember me').type).toBe('checkbox');
    expect(field('Remember me').required).toBe(false);
    expect(screen.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('does not send while a required field is empty or the e-mail is not an address', async () => {
    const user = renderForm(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await user.type(field('Email Address'), 'not-an-address');
    await user.type(field('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('signs in with Remember me, learns who is signed in, and opens the account page', async () => {
    network.on('*', '/api/account', OVERVIEW);
    const user = renderForm(<LoginForm />, '/login');
    await user.type(field('Email Address'), 'ana@example.com');
    await user.type(field('Password'), 'hunter2-secret');
    await user.click(field('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/account'));
    expect(callTo('/api/auth/sign-in/email')).toMatchObject({
      method: 'POST',
      body: { email: 'ana@example.com', password: 'hunter2-secret', rememberMe: true },
    });
    expect(appStore.get(memberAtom)).toEqual({ id: 'm1', name: 'Ana Lima' });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    network.on(
      '*',
      '/api/auth/sign-in/email',
      jsonResponse(401, {
        statusCode: 401,
        message: 'The e-mail address or the password is not right.',
        code: 'INVALID',
      }),
    );
    const user = renderForm(<LoginForm />, '/login');
    await user.type(field('Email Address'), 'ana@example.com');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The e-mail address or the password is not right.')).toBeTruthy();
    expect(field('Email Address').value).toBe('ana@example.com');
    expect(field('Password').value).toBe('wrong');
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('says that signing in needs a connection when offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderForm(<LoginForm />);
    await user.type(field('Email Address'), 'ana@example.com');
    await user.type(field('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.offline)).toBeTruthy();
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('says plainly when Google sign-in is not set up', async () => {
    network.on(
      '*',
      '/api/auth/sign-in/social',
      jsonResponse(404, { statusCode: 404, message: socialNotSetUp('Google'), code: 'PROVIDER_NOT_SET_UP' }),
    );
    const user = renderForm(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText(socialNotSetUp('Google'))).toBeTruthy();
    expect(callTo('/api/auth/sign-in/social')?.body).toMatchObject({ provider: 'google' });
  });
});

describe('RegisterForm', () => {
  const fillAll = async (user: ReturnType<typeof userEvent.setup>, confirm = 'long enough secret') => {
    await user.type(field(ACCOUNT_FIELDS.name), 'Ana Lima');
    await user.type(field(ACCOUNT_FIELDS.email), 'ana@example.com');
    await user.type(field(ACCOUNT_FIELDS.password), 'long enough secret');
    await user.type(field(ACCOUNT_FIELDS.confirmPassword), confirm);
  };

  it('has the fields, the terms with their links, the social buttons and a link to Sign In', () => {
    renderForm(<RegisterForm />);
    for (const label of ['Full Name', 'Email Address', 'Password', 'Confirm Password']) {
      expect(field(label).required).toBe(true);
    }
    expect(field('Email Address').type).toBe('email');
    const terms = screen.getByRole('checkbox', {
      name: /I agree to the Terms of Service and Privacy Policy/,
    });
    expect((terms as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up with Facebook' })).toBeTruthy();
  });

  it('requires the terms to be accepted', async () => {
    const user = renderForm(<RegisterForm />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('shows beside the field when the passwords differ or the password is too short', async () => {
    const user = renderForm(<RegisterForm />);
    await fillAll(user, 'something else');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirm = field(ACCOUNT_FIELDS.confirmPassword);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      FIELD_ERRORS.passwordsDiffer,
    );
    expect(network.fetch).not.toHaveBeenCalled();
  });

  it('creates the account and says to confirm the address; the server’s field problems show beside the field', async () => {
    network.on(
      '*',
      '/api/auth/sign-up/email',
      inTurn(
        jsonResponse(400, {
          statusCode: 400,
          message: FIELD_ERRORS.passwordTooCommon,
          fields: { password: FIELD_ERRORS.passwordTooCommon },
        }),
        { user: {} },
      ),
    );
    const user = renderForm(<RegisterForm />);
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(field(ACCOUNT_FIELDS.password).getAttribute('aria-invalid')).toBe('true'));
    expect(field(ACCOUNT_FIELDS.name).value).toBe('Ana Lima');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.registered('ana@example.com'))).toBeTruthy();
    expect(callTo('/api/auth/sign-up/email')?.body).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      password: 'long enough secret',
      agreeToTerms: true,
    });
  });
});

describe('ForgotPasswordForm', () => {
  it('asks for an e-mail address and says a link went out if the account exists', async () => {
    const user = renderForm(<ForgotPasswordForm />);
    expect(field('Email Address').type).toBe('email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(network.fetch).not.toHaveBeenCalled();
    await user.type(field('Email Address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetRequested)).toBeTruthy();
    expect(callTo('/api/auth/request-password-reset')?.body).toEqual({ email: 'ana@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
  });
});

describe('ResetPasswordForm', () => {
  it('sets the new password with the link’s token', async () => {
    const user = renderForm(<ResetPasswordForm />, '/reset-password?token=abc');
    await user.type(field('New password'), 'a brand new passphrase');
    await user.type(field('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.resetDone)).toBeTruthy();
    expect(callTo('/api/auth/reset-password')?.body).toEqual({
      token: 'abc',
      newPassword: 'a brand new passphrase',
    });
  });

  it('says what to do without a token', () => {
    renderForm(<ResetPasswordForm />, '/reset-password');
    expect(screen.getByText(ACCOUNT_MESSAGES.resetNoToken)).toBeTruthy();
  });
});
