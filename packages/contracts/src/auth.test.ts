import { describe, expect, it } from 'vitest';
import { messageText } from './messages.ts';
import {
  dateOfBirthBounds,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  stripNameCharacters,
} from './auth.ts';

const valid = {
  email: ' Runner@Example.com ',
  password: 'Tempo-Ridge-47',
  firstName: "Mary-Jane O'Neil",
  lastName: 'Smith',
  sex: 'female',
  dateOfBirth: '1990-05-01',
  location: 'Bondi, NSW 2026',
};

function messages(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((i) => [i.path.join('.'), messageText(i.message)]),
  );
}

describe('registerSchema', () => {
  it('accepts a valid registration and trims', () => {
    const r = registerSchema.parse(valid);
    expect(r.email).toBe('Runner@Example.com');
  });

  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', 'Email is too long'],
    [{ password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    [{ password: `Ab1${'x'.repeat(130)}` }, 'password', 'Password is too long'],
    [
      { password: 'alllowercase1' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [{ firstName: '   ' }, 'firstName', 'First name is required'],
    [{ lastName: 'x'.repeat(51) }, 'lastName', 'Last name is too long'],
    [
      { firstName: 'R2D2' },
      'firstName',
      'First name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    [{ sex: 'other' }, 'sex', 'Please select your sex'],
    [{ dateOfBirth: '' }, 'dateOfBirth', 'Date of birth is required'],
    [{ dateOfBirth: '1990-02-31' }, 'dateOfBirth', 'Please enter a valid date'],
    [
      { dateOfBirth: `${new Date().getFullYear() - 5}-01-01` },
      'dateOfBirth',
      'You must be between 13 and 120 years old',
    ],
    [{ location: ' ' }, 'location', 'Location is required'],
    [{ location: 'x'.repeat(101) }, 'location', 'Location is too long'],
  ])('%o → %s: %s', (patch, field, message) => {
    expect(messages(registerSchema.safeParse({ ...valid, ...patch }))[field]).toBe(message);
  });
});

describe('loginSchema', () => {
  it('requires a password that is not only spaces', () => {
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '' })).password).toBe(
      'Password is required',
    );
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '   ' })).password).toBe(
      'Password cannot be just spaces',
    );
  });
});

describe('resetPasswordSchema', () => {
  it('reports a mismatch on confirmPassword and a missing token', () => {
    const m = messages(
      resetPasswordSchema.safeParse({ token: '', password: 'Tempo-Ridge-47', confirmPassword: 'x' }),
    );
    expect(m).toEqual({ token: 'Reset token is required', confirmPassword: "Passwords don't match" });
    expect(
      messages(
        resetPasswordSchema.safeParse({ token: 't', password: 'Tempo-Ridge-47', confirmPassword: '' }),
      ),
    ).toMatchObject({ confirmPassword: 'Please confirm your password' });
  });
});

describe('name and date helpers', () => {
  it('strips characters a name may not hold', () => {
    expect(stripNameCharacters("Zoë O'Brien-Smith 3<script>")).toBe("Zoë O'Brien-Smith script");
  });
  it('bounds the date input to 120 and 13 years back', () => {
    expect(dateOfBirthBounds(new Date(2026, 5, 15))).toEqual({ min: '1906-06-15', max: '2013-06-15' });
  });
});
