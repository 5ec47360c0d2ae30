import { ACCOUNT_FIELDS, ACCOUNTS_NOT_OPEN, socialNotAvailable } from '@shared/account-texts';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// IndexedDB and toasts settle asynchronously; allow for a busy machine (this bounds waiting, it times nothing).
configure({ asyncUtilTimeout: 5000 });

let info: MockInstance;

beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const renderForm = (form: React.ReactNode) => {
  const user = userEvent.setup();
  render(<MemoryRouter>{form}</MemoryRouter>);
  return user;
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const loggedText = () => JSON.stringify(info.mock.calls);

describe('LoginForm', () => {
  it('has the fields, links and buttons of the spec', () => {
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
  });

  it('does not submit while a required field is empty or the e-mail is not an address', async () => {
    const user = renderForm(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(info).not.toHaveBeenCalled();

    await user.type(field('Email Address'), 'not-an-address');
    await user.type(field('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(info).not.toHaveBeenCalled();
    expect(screen.queryByText(ACCOUNTS_NOT_OPEN.login)).toBeNull();
  });

  it('logs the values locally with the password masked and says accounts are not open', async () => {
    const user = renderForm(<LoginForm />);
    await user.type(field('Email Address'), 'ana@example.com');
    await user.type(field('Password'), 'hunter2-secret');
    await user.click(field('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(ACCOUNTS_NOT_OPEN.login)).toBeTruthy();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![1]).toEqual({
      email: 'ana@example.com',
      password: '********',
      rememberMe: true,
    });
    expect(loggedText()).not.toContain('hunter2-secret');
  });

  it('says plainly that Google and Facebook sign-in are not available yet', async () => {
    const user = renderForm(<LoginForm />);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByText(socialNotAvailable('Google'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(screen.getByText(socialNotAvailable('Facebook'))).toBeTruthy();
    expect(socialNotAvailable('Facebook')).toMatch(/not available yet/);
    expect(info).not.toHaveBeenCalled();
  });
});

describe('RegisterForm', () => {
  const fillAll = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(field(ACCOUNT_FIELDS.name), 'Ana Lima');
    await user.type(field(ACCOUNT_FIELDS.email), 'ana@example.com');
    await user.type(field(ACCOUNT_FIELDS.password), 'first-secret');
    await user.type(field(ACCOUNT_FIELDS.confirmPassword), 'other');
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
    expect(info).not.toHaveBeenCalled();
    expect(screen.queryByText(ACCOUNTS_NOT_OPEN.register)).toBeNull();
  });

  it('has no password match or length rule, masks both passwords and says no account was created', async () => {
    const user = renderForm(<RegisterForm />);
    await fillAll(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(ACCOUNTS_NOT_OPEN.register)).toBeTruthy();
    expect(info.mock.calls[0]![1]).toEqual({
      name: 'Ana Lima',
      email: 'ana@example.com',
      password: '********',
      confirmPassword: '********',
      agreeToTerms: true,
    });
    expect(loggedText()).not.toContain('first-secret');
  });
});

describe('ForgotPasswordForm', () => {
  it('asks for an e-mail address and says plainly that no reset e-mail was sent', async () => {
    const user = renderForm(<ForgotPasswordForm />);
    expect(field('Email Address').type).toBe('email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(info).not.toHaveBeenCalled();

    await user.type(field('Email Address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(ACCOUNTS_NOT_OPEN.forgotPassword)).toBeTruthy();
    expect(info.mock.calls[0]![1]).toEqual({ email: 'ana@example.com' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe('/login');
  });
});
