export { ImageViewer, type ViewedImage } from './image-viewer';
export { PhotoGallery } from './photo-gallery';
export { PhotosField } from './photos-field';
