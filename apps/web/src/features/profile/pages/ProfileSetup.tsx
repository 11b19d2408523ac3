import { zodResolver } from '@hookform/resolvers/zod';
import {
  PREFERRED_DISTANCE_OPTIONS,
  UI_TIMINGS,
  stripNameCharacters,
  safeReturnTo,
  toIsoDate,
  type CurrentUser,
} from '@stride/contracts';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { usePageTitle } from '@/hooks/use-page-title';
import { UserAvatar } from '@/components/ui/user-avatar';
import { ErrorSummary, Field, LocationField, SexSelect, useAuth } from '@/features/auth';
import { translateMessage } from '@/lib/messages';
import { PREFERRED_DISTANCE_LABELS } from '@/lib/option-labels';
import { useUpdateProfile } from '../api/profile';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { GoalEditor } from '../components/goal-editor';
import { profileSetupSchema, type ProfileSetupValues } from '../lib/profile-setup-schema';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** /profile-setup (SPEC section 2): the personal details, saved through the one profile endpoint. */
export default function ProfileSetup() {
  usePageTitle('common:pageTitles.profileSetup');
  const { user, status } = useAuth();
  useEffect(() => {
    // SPEC section 2: an anonymous visitor is sent through /api/login (which leads to /auth).
    if (status === 'anonymous') window.location.assign('/api/login');
  }, [status]);
  if (!user) return null;
  return <ProfileForm user={user} />;
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['auth', 'messages']);
  const navigate = useNavigate();
  // Where the runner was going when sign-in sent them here first (issue 16); home otherwise.
  const [params] = useSearchParams();
  const next = safeReturnTo(params.get('returnTo'));
  const update = useUpdateProfile();
  const upload = useUploadProfilePhoto();
  const fileInput = useRef<HTMLInputElement>(null);
  const [today] = useState(() => toIsoDate(new Date()));
  const form = useForm<ProfileSetupValues>({
    resolver: zodResolver(profileSetupSchema),
    mode: 'onChange',
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      location: user.location ?? '',
      dateOfBirth: user.dateOfBirth ?? '',
      sex: (user.sex as ProfileSetupValues['sex']) ?? undefined,
      preferredDistances: (user.preferredDistances ?? []) as ProfileSetupValues['preferredDistances'],
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast({
          title: t('auth:toast.profileUpdated'),
          description: t('auth:toast.profileUpdatedDescription'),
          variant: 'success',
        });
        setTimeout(() => void navigate(next), UI_TIMINGS.profileRedirectMs);
      },
      onError: () =>
        toast({
          title: t('auth:toast.error'),
          description: t('auth:toast.profileFailed'),
          variant: 'destructive',
        }),
    }),
  );

  const onPhoto = (file: File | undefined) => {
    if (!file) return;
    if (!PHOTO_TYPES.includes(file.type) || file.size > PHOTO_MAX_BYTES) {
      toast({
        title: t('auth:toast.error'),
        description: t('auth:profile.photoRules'),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(file, {
      onError: (e) =>
        toast({
          title: t('auth:toast.error'),
          description: translateMessage(t, e) ?? t('auth:profile.photoFailed'),
          variant: 'destructive',
        }),
    });
  };

  const nameField = (name: 'firstName' | 'lastName') => {
    const reg = form.register(name);
    return {
      ...reg,
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        e.target.value = stripNameCharacters(e.target.value);
        return reg.onChange(e);
      },
    };
  };

  const provider =
    user.authProvider === 'strava' ? 'strava' : user.authProvider === 'google' ? 'google' : null;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">{t('auth:profile.title')}</h1>
          <p className="text-muted-foreground">{t('auth:profile.description')}</p>
          {provider && (
            <p className="text-sm font-medium text-primary">
              {t(provider === 'strava' ? 'auth:profile.connectedStrava' : 'auth:profile.connectedGoogle')}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} className="space-y-5" noValidate>
            <div className="flex items-center gap-4">
              <UserAvatar user={user} />
              <div>
                <input
                  ref={fileInput}
                  type="file"
                  accept={PHOTO_TYPES.join(',')}
                  className="sr-only"
                  aria-label={t('auth:profile.uploadPhoto')}
                  onChange={(e) => onPhoto(e.target.files?.[0])}
                />
                <Button
                  type="button"
                  variant="outline"
                  disabled={upload.isPending}
                  onClick={() => fileInput.current?.click()}
                >
                  {upload.isPending ? t('auth:profile.uploading') : t('auth:profile.uploadPhoto')}
                </Button>
                <p className="mt-1 text-xs text-muted-foreground">{t('auth:profile.photoRules')}</p>
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="p-first" label={t('auth:fields.firstName')} error={errors.firstName?.message}>
                <Input id="p-first" autoComplete="given-name" {...nameField('firstName')} />
              </Field>
              <Field id="p-last" label={t('auth:fields.lastName')} error={errors.lastName?.message}>
                <Input id="p-last" autoComplete="family-name" {...nameField('lastName')} />
              </Field>
            </div>
            <LocationField id="p-location" control={form.control} error={errors.location?.message} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="p-dob" label={t('auth:fields.dateOfBirth')} error={errors.dateOfBirth?.message}>
                <Input id="p-dob" type="date" max={today} {...form.register('dateOfBirth')} />
              </Field>
              <Field id="p-sex" label={t('auth:fields.sex')} error={errors.sex?.message}>
                <SexSelect id="p-sex" defaultValue={user.sex ?? ''} {...form.register('sex')} />
              </Field>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t('auth:profile.preferredDistances')}</legend>
              <Controller
                control={form.control}
                name="preferredDistances"
                render={({ field }) => (
                  <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                    {PREFERRED_DISTANCE_OPTIONS.map((d) => (
                      <label key={d} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-primary"
                          checked={field.value.includes(d)}
                          onChange={(e) =>
                            field.onChange(
                              e.target.checked ? [...field.value, d] : field.value.filter((x) => x !== d),
                            )
                          }
                        />
                        {t(PREFERRED_DISTANCE_LABELS[d])}
                      </label>
                    ))}
                  </div>
                )}
              />
            </fieldset>
            <fieldset id="goals" className="scroll-mt-20 space-y-2">
              <legend className="text-sm font-medium">{t('auth:profile.goals')}</legend>
              <GoalEditor />
            </fieldset>
            <ErrorSummary errors={errors} />
            <Button type="submit" className="w-full" disabled={update.isPending}>
              {update.isPending ? t('auth:profile.updating') : t('auth:profile.complete')}
            </Button>
            <Button asChild variant="link" className="w-full">
              <Link to={next}>{t('auth:profile.skip')}</Link>
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
