/**
 * Account actions: sign in and sign up, each followed by merging My Garage with the account's (sign
 * out is in sign-out.ts and leaves the garage alone), and the member's profile ($profile) and its update.
 * Each form's state is a FormStore the island shows.
 */
import { atom } from 'nanostores';
import { LoginSchema, type Profile, ProfileUpdateSchema, SignupSchema } from '../lib/account/account.ts';
import * as account from '../lib/api/account.ts';
import { login, register } from '../lib/api/session.ts';
import { check } from '../lib/forms/field-errors.ts';
import { api } from './api.ts';
import { formStore, moveOn, submitForm } from './form.ts';
import { $session, startSession } from './session.ts';

/** Merges My Garage with the account's right after sign-in (garage-sync.ts never throws; loaded only now). */
const mergeGarage = () =>
  import('./garage-sync.ts').then(
    (sync) => sync.mergeAtSignIn(),
    () => {},
  );

export const $signInForm = formStore();
export const $signUpForm = formStore();
export const $profileForm = formStore();

/** The signed-in member's profile: undefined while loading, null when there is none or it failed. */
export const $profile = atom<Profile | null | undefined>(undefined);

/** Signs in with the form's email and password; true when signed in. */
export function signInWith(form: Record<string, unknown>): Promise<boolean> {
  return submitForm(
    $signInForm,
    check(LoginSchema, form),
    async (input) => {
      const start = await login(api, input);
      startSession(start);
      await mergeGarage();
      moveOn('/');
      return start.message || 'Successfully logged in!';
    },
    'signIn',
  );
}

/** Registers (the terms box sends 'on' when ticked) and signs the new member in. */
export function signUpWith(form: Record<string, unknown>): Promise<boolean> {
  return submitForm(
    $signUpForm,
    check(SignupSchema, { ...form, terms: form.terms === 'on' }),
    async (input) => {
      startSession(await register(api, input));
      await mergeGarage();
      moveOn('/signin/');
      return 'Registration successful!';
    },
    'signUp',
  );
}

/** Loads $profile. */
export function loadProfile(): void {
  account.profile(api).then(
    (found) => $profile.set(found),
    (error: unknown) => {
      console.error('Loading the profile failed', error);
      $profile.set(null);
    },
  );
}

/** Saves the profile form; the session's name and trade status follow the saved profile. True when saved. */
export function updateProfileWith(form: Record<string, unknown>): Promise<boolean> {
  return submitForm(
    $profileForm,
    check(ProfileUpdateSchema, form),
    async (input) => {
      const { message, profile } = await account.updateProfile(api, input);
      $profile.set(profile);
      const session = $session.get();
      // The header's name and the Inc/Ex GST default follow the saved profile.
      if (session)
        $session.set({
          ...session,
          user: { ...session.user, name: profile.name, trade_status: profile.trade },
        });
      return message;
    },
    'profile',
  );
}
