import { describe, expect, it } from 'vitest';
import {
  errorViewButton,
  initialModalState,
  isCodeExhausted,
  modalReducer,
  resendWaitSeconds,
  shouldClearCode,
  viewAfterLogin,
  viewAfterNetworkLookup,
  viewForEmailError,
  viewForLoginError,
  VIEW_NAMES,
} from '@/components/auth-modal/modal-state';

describe('the login modal view transitions (spec §4)', () => {
  it('signin goes to choose_network only when the network is unknown', () => {
    expect(viewAfterNetworkLookup(null)).toBe('choose_network');
    expect(viewAfterNetworkLookup('mtn')).toBe('enter_otp');
    expect(viewAfterNetworkLookup('cellc_telkom')).toBe('enter_otp');
  });

  it('an unknown number leads to not_registered and an unknown email to email_login_no_email; other errors stay', () => {
    expect(viewForLoginError('user_not_found')).toBe('not_registered');
    expect(viewForLoginError('invalid_number')).toBeNull();
    expect(viewForEmailError('email_not_found')).toBe('email_login_no_email');
    expect(viewForEmailError('email_invalid')).toBeNull();
  });

  it('after login a fan without a completed (or skipped) profile is asked to complete it', () => {
    expect(viewAfterLogin(false, false)).toBe('complete_profile');
    expect(viewAfterLogin(true, false)).toBeNull();
    expect(viewAfterLogin(false, true)).toBeNull();
  });

  it('closing clears the code, the error and the loader but keeps nothing open', () => {
    let state = modalReducer(initialModalState, { type: 'open', view: 'enter_otp', patch: { msisdn: '27710000001' } });
    state = modalReducer(state, { type: 'code', code: '12' });
    state = modalReducer(state, { type: 'loading' });
    state = modalReducer(state, { type: 'failed', error: { code: 'invalid_otp', message: 'Invalid OTP' } });
    expect(state).toMatchObject({ view: 'enter_otp', code: '12', loading: false, error: { message: 'Invalid OTP' } });
    state = modalReducer(state, { type: 'loading' });
    const closed = modalReducer(state, { type: 'close' });
    expect(closed).toMatchObject({ view: null, code: '', error: null, loading: false });
  });

  it('moving to another view keeps the flow (number, callback) and drops the previous view’s code and error', () => {
    let state = modalReducer(initialModalState, { type: 'open', view: 'signin', patch: { callbackUrl: '/profile' } });
    state = modalReducer(state, { type: 'failed', error: { code: 'number_required', message: 'Please enter your mobile number' } });
    state = modalReducer(state, { type: 'show', view: 'enter_otp', patch: { msisdn: '27750000005' } });
    expect(state).toMatchObject({ view: 'enter_otp', msisdn: '27750000005', callbackUrl: '/profile', error: null, code: '' });
  });

  it('opening starts a fresh flow', () => {
    const dirty = { ...initialModalState, msisdn: '27710000001', callbackUrl: '/x', view: null };
    expect(modalReducer(dirty, { type: 'open', view: 'email' })).toEqual({ ...initialModalState, view: 'email' });
  });

  it('a code keeps only 4 digits', () => {
    expect(modalReducer(initialModalState, { type: 'code', code: '12a3456' }).code).toBe('1234');
  });

  it('wrong or exhausted codes are cleared after a second; a send cap is not', () => {
    expect(shouldClearCode('invalid_otp')).toBe(true);
    expect(shouldClearCode('otp_exceeded')).toBe(true);
    expect(shouldClearCode('invalid_passcode')).toBe(true);
    expect(shouldClearCode('otp_max_send')).toBe(false);
  });

  it('has every view built so far, by the spec’s names', () => {
    expect([...VIEW_NAMES].sort()).toEqual(
      [
        'signin',
        'choose_network',
        'enter_otp',
        'signup_enter_otp',
        'email',
        'enter_passcode',
        'email_login_no_email',
        'not_registered',
        'complete_profile',
        'updated_profile',
        'thankyou',
        'skip_complete_profile_thankyou',
        'updated_nickname',
        'language_session_check',
        'forgot_password',
        'thankyou_reset_password',
        'error',
        // Subscriptions (spec §2).
        'stellr_confirm_number',
        'enter_otp_stellr',
        'completing_profile_stellr',
        'stellr_subscription',
        'offnet',
        'offnet_unsub',
        'unsubscribe',
        'unsubscribe_worldplay',
        'unsubscribe_telkom',
        'sub_status_check',
        'subscribe_reminder',
        'telkom-subscribing',
        'telkom_subscribing_success',
        // FanCred (spec §2).
        'fancred_check_profile',
        // Games (spec §2).
        'games_sub_status_check',
        'games_no_nickname',
        // Competitions (spec §2).
        'comp_sub_status_check',
        'comp_already_entered',
        // Reach (spec §2, issue 15).
        'slow_connection',
        'ios-pwa',
      ].sort(),
    );
  });
});

describe('a way out after wrong codes (issue 17)', () => {
  it('starts the resend countdown when a code view opens, and again on a resend', () => {
    const opened = modalReducer(initialModalState, {
      type: 'open',
      view: 'enter_otp',
      patch: { msisdn: '27781230005', msisdnTyped: '0781230005' },
    });
    expect(opened.codeSentAt).toEqual(expect.any(Number));
    expect(resendWaitSeconds(opened.codeSentAt, opened.codeSentAt!, 60)).toBe(60);
    expect(resendWaitSeconds(opened.codeSentAt, opened.codeSentAt! + 59_001, 60)).toBe(1);
    expect(resendWaitSeconds(opened.codeSentAt, opened.codeSentAt! + 60_000, 60)).toBe(0);
    expect(modalReducer(opened, { type: 'resent', notice: 'sent', at: 123 })).toMatchObject({
      codeSentAt: 123,
      notice: 'sent',
      code: '',
      error: null,
    });
    expect(modalReducer(initialModalState, { type: 'open', view: 'signin' }).codeSentAt).toBeNull();
  });

  it('knows when the guesses have run out', () => {
    expect(isCodeExhausted('otp_exceeded')).toBe(true);
    expect(isCodeExhausted('passcode_exceeded')).toBe(true);
    expect(isCodeExhausted('invalid_otp')).toBe(false);
    expect(isCodeExhausted(undefined)).toBe(false);
  });
});

describe('the error view: Continue when the flow can go on, Close when it cannot (spec §2, issue 15)', () => {
  it('offers Continue back into the flow, with the flow’s data, when the error says where', () => {
    const error = {
      code: 'provider_unavailable',
      message: 'Telkom did not answer',
      continueTo: { view: 'telkom-subscribing' as const, patch: { billing: { provider: 'telkom', subscriptionId: 'sub-1' } } },
    };
    const button = errorViewButton(error);
    expect(button.label).toBe('continue');
    const state = modalReducer(modalReducer(initialModalState, { type: 'open', view: 'error', patch: { error } }), button.action);
    expect(state.view).toBe('telkom-subscribing');
    expect(state.billing).toEqual({ provider: 'telkom', subscriptionId: 'sub-1' });
    expect(state.error).toBeNull();
  });

  it('offers Close, which closes the modal, when the flow cannot go on', () => {
    const button = errorViewButton({ code: 'telkom_no_airtime', message: 'No airtime' });
    expect(button.label).toBe('close');
    expect(modalReducer(modalReducer(initialModalState, { type: 'open', view: 'error' }), button.action).view).toBeNull();
    expect(errorViewButton(null).label).toBe('close');
  });
});
