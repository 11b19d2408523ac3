import { RUNCLUB_LOGO } from '@stride/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ClubLogo } from './club-logo';

/** The club's logo: the chosen file previewed beside the field, refused here when the server would. */
export function ClubLogoField({
  clubName,
  initialLogoUrl,
  logo,
  onChange,
}: {
  clubName: string;
  initialLogoUrl: string | null;
  logo: File | null;
  onChange: (logo: File | null) => void;
}) {
  const { t } = useTranslation('clubs');
  const [logoError, setLogoError] = useState<string | null>(null);
  const chosenUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const preview = chosenUrl ?? initialLogoUrl;

  return (
    <div className="space-y-1.5">
      <Label htmlFor="club-logo">{t('clubs:form.logo')}</Label>
      <div className="flex items-center gap-4">
        <ClubLogo name={clubName || '?'} logoUrl={preview} className="size-20" />
        <Input
          id="club-logo"
          type="file"
          accept={RUNCLUB_LOGO.types.join(',')}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setLogoError(null);
            if (
              file &&
              (!(RUNCLUB_LOGO.types as readonly string[]).includes(file.type) ||
                file.size > RUNCLUB_LOGO.maxBytes)
            ) {
              setLogoError(t('clubs:form.logoInvalid'));
              e.target.value = '';
              return;
            }
            onChange(file);
          }}
        />
      </div>
      {preview && logo && <p className="text-xs text-muted-foreground">{t('clubs:form.logoPreview')}</p>}
      {logoError && <p className="text-sm text-destructive">{logoError}</p>}
    </div>
  );
}
