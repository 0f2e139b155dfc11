import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type SettingResponse } from '@shop/contracts';
import { apiFetch } from '../../../shared/api/client';
import { settingKeys } from './site-setting';

const LOGO = `${API.console}/setting/logo`;

/** POST /api/console/setting/logo (multipart `image`): stores the picture as WebP and sets it as the header's logo; the answer becomes the cached setting. */
export function useUploadLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return apiFetch<SettingResponse>(LOGO, { method: 'POST', body });
    },
    onSuccess: (answer) => qc.setQueryData(settingKeys.all, answer),
  });
}

/** DELETE /api/console/setting/logo: the header shows the wordmark again. */
export function useRemoveLogo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SettingResponse>(LOGO, { method: 'DELETE' }),
    onSuccess: (answer) => qc.setQueryData(settingKeys.all, answer),
  });
}
