import { MY_PHOTO_PATH, type MyProfile } from '@cld/contract/my-profile';
import { PHOTO_MAX_BYTES, PHOTO_SIZE, PHOTO_TYPES } from '@cld/reference/practice-details';
import { Avatar } from '@cld/ui/avatar';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { SectionCard } from '@cld/ui/section-card';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { failureOf } from '../../lib/api/failure.ts';
import { documentAcceptLanguage } from '../../lib/api/language.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { MY_PROFILE_KEY } from './queries.ts';

type PhotoProblem = 'noFile' | 'tooLarge' | 'wrongType';

/** What is wrong with a chosen file before it is sent, if anything: its type, then its size. */
export function photoProblem(file: File | null | undefined): PhotoProblem | null {
  if (!file) return 'noFile';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}

/**
 * The photo's two calls: the image as the request's whole body (its own `Content-Type`), and its
 * removal. ts-rest cannot send raw bytes, so they are plain `fetch` calls with what the typed
 * client sends: the session cookie, the header that proves a write comes from this site (CSRF),
 * and the page's language for the API's messages.
 */
async function photoCall(method: 'PUT' | 'DELETE', file?: File): Promise<MyProfile> {
  const response = await fetch(MY_PHOTO_PATH, {
    method,
    credentials: 'include',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...documentAcceptLanguage(),
      ...(file ? { 'Content-Type': file.type } : {}),
    },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failureOf(response.status, body);
  return body as MyProfile;
}

export const uploadPhoto = (file: File) => photoCall('PUT', file);
export const removePhoto = () => photoCall('DELETE');

/** The API's words about the photo (its `photo` issue, else its message), or the fallback. */
function apiPhotoMessage(error: unknown, fallback: string): string {
  const failure = apiFailureOf(error);
  return failure.fieldErrors.photo ?? failure.message ?? fallback;
}

/**
 * The lawyer's photo, beside the profile form (a form of its own: a file is not one of the
 * profile's fields). The file is checked here first (type, 5 MB), then re-encoded by the API.
 */
export function PhotoSection({ profile }: { profile: MyProfile | null }) {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);

  const done = async (saved: MyProfile, title: string) => {
    queryClient.setQueryData(MY_PROFILE_KEY, saved);
    setFile(null);
    setProblem(null);
    setInputKey((key) => key + 1);
    toast({ title });
    // The cards and the profile page show the new photo.
    await queryClient.invalidateQueries({ queryKey: ['lawyers'] });
  };
  const upload = useMutation({
    mutationFn: uploadPhoto,
    onSuccess: (saved) => done(saved, t('accounts.dashboard.photo.uploaded')),
    onError: (error) =>
      setProblem(apiPhotoMessage(error, t('accounts.dashboard.photo.uploadFailed'))),
  });
  const remove = useMutation({
    mutationFn: removePhoto,
    onSuccess: (saved) => done(saved, t('accounts.dashboard.photo.removed')),
    onError: (error) =>
      setProblem(apiPhotoMessage(error, t('accounts.dashboard.photo.removeFailed'))),
  });

  if (!profile) {
    return (
      <SectionCard title={t('accounts.dashboard.photo.title')}>
        <p className="text-sm">{t('accounts.dashboard.photo.noProfile')}</p>
      </SectionCard>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = photoProblem(file);
    if (found) {
      setProblem(t(`accounts.dashboard.photo.${found}`));
      return;
    }
    upload.mutate(file!);
  }

  const busy = upload.isPending || remove.isPending;
  return (
    <SectionCard
      title={t('accounts.dashboard.photo.title')}
      description={t('accounts.dashboard.photo.intro')}
    >
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <figure className="grid justify-items-center gap-2">
          <Avatar name={profile.name} src={profile.photo} size="xl" photoSize={PHOTO_SIZE} />
          <figcaption className="text-sm text-muted-foreground">
            {profile.photo
              ? t('accounts.dashboard.photo.current')
              : t('accounts.dashboard.photo.none')}
          </figcaption>
        </figure>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <FormField label={t('accounts.dashboard.photo.file')} error={problem ?? undefined}>
            <Input
              key={inputKey}
              type="file"
              name="photo"
              accept={PHOTO_TYPES.join(',')}
              disabled={busy}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                // Said at once, before the upload is tried.
                const found = chosen ? photoProblem(chosen) : null;
                setProblem(found ? t(`accounts.dashboard.photo.${found}`) : null);
              }}
              className="py-1.5"
            />
          </FormField>
          <div role="alert" className="sr-only">
            {problem}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={upload.isPending} disabled={busy}>
              {upload.isPending
                ? t('accounts.dashboard.photo.uploading')
                : t('accounts.dashboard.photo.upload')}
            </Button>
            {profile.photo && (
              <Button
                type="button"
                variant="outline"
                loading={remove.isPending}
                disabled={busy}
                onClick={() => remove.mutate()}
              >
                {remove.isPending
                  ? t('accounts.dashboard.photo.removing')
                  : t('accounts.dashboard.photo.remove')}
              </Button>
            )}
          </div>
        </form>
      </div>
    </SectionCard>
  );
}
