export * from './content-hash';
export * from './published';
export * from './versions-service';
