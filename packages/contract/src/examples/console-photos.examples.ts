import type { consolePhotoRoutes, StorePhotoDto } from '../console-photos.js';
import { exampleIds, exampleTimes } from './example-values.js';
import type { TableExamples } from './route-example.js';

// The owner photographs the new dumpling platter on an iPhone (HEIC) and uploads it for the menu.

const store = { businessId: exampleIds.business };
const photoId = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';

const platter: StorePhotoDto = {
  id: photoId,
  url: `/apis/v1/images/photo/${photoId}`,
  width: 3024,
  height: 4032,
  sourceType: 'heif',
  sourceBytes: 2_481_733,
  createdTime: exampleTimes.ordered,
  inUse: false,
};

export const consolePhotoExamples: TableExamples<typeof consolePhotoRoutes> = {
  list: { params: store, response: { photos: [platter] } },
  upload: { params: store, response: platter },
  remove: { params: { ...store, photoId }, response: { ok: true } },
};
