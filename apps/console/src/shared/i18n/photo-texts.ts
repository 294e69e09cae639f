import { defineTexts } from './texts';

/** The photo field's texts (shared/ui/photo-field.tsx), for every screen that picks a photo. */
export const photoTexts = defineTexts(
  {
    choose: 'Choose a photo',
    chooseAnother: 'Choose another photo',
    dropHint: 'or drop one here. JPEG, PNG, WebP, HEIC or AVIF, up to 15 MB. On a phone you can take one.',
    uploading: 'Uploading… {percent}%',
    processing: 'Preparing the photo…',
    progressLabel: 'Upload progress',
    uploaded: 'Photo uploaded.',
    preview: 'Preview of the chosen photo',
    current: 'Current photo',
  },
  {
    choose: '选择照片',
    chooseAnother: '选择其他照片',
    dropHint: '或拖放到这里。支持 JPEG、PNG、WebP、HEIC 或 AVIF，最大 15 MB。在手机上也可以直接拍照。',
    uploading: '正在上传… {percent}%',
    processing: '正在处理照片…',
    progressLabel: '上传进度',
    uploaded: '照片已上传。',
    preview: '所选照片预览',
    current: '当前照片',
  },
);
