import type { SignedInContext } from '../../../service-context';

/** A signed-in service context, and the folder the image files live in (DATA_DIR). */
export interface AssetContext extends Pick<SignedInContext, 'db' | 'now' | 'user'> {
  dataDir: string;
}
