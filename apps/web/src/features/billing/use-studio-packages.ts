import { useEffect, useState } from 'react';
import { accountTexts, type StudioPackages } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { billingApi } from './api.ts';

/** The packages a studio sells, or the message to show when they cannot be loaded. */
export function useStudioPackages(studioKey: string): {
  packages: StudioPackages | null;
  loadError: string | null;
} {
  const [packages, setPackages] = useState<StudioPackages | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    billingApi
      .packages(studioKey)
      .then((p) => live && setPackages(p))
      .catch(
        (err: unknown) =>
          live &&
          setLoadError(
            err instanceof ApiError && err.status === 404
              ? accountTexts.unknownStudio
              : errorMessage(err),
          ),
      );
    return () => {
      live = false;
    };
  }, [studioKey]);

  return { packages, loadError };
}
