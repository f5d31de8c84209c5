export { TemplateDetail, defaultTemplateDetailLabels } from './TemplateDetail';
export type {
  BreadcrumbItem,
  TemplateDetailLabels,
  TemplateDetailModel,
  TemplateDetailProps,
} from './TemplateDetail';
export { GetTemplatePanel, defaultGetTemplatePanelLabels } from './GetTemplatePanel';
export type {
  GetTemplatePanelLabels,
  GetTemplatePanelProps,
  GetTemplateState,
} from './GetTemplatePanel';
export { RelatedTemplates } from './RelatedTemplates';
export type { RelatedTemplatesProps } from './RelatedTemplates';
export { OwnedTemplates, defaultOwnedTemplatesLabels } from './OwnedTemplates';
export type {
  OwnedTemplateModel,
  OwnedTemplatesLabels,
  OwnedTemplatesProps,
  OwnedTemplatesState,
} from './OwnedTemplates';
export { TemplateGallery, defaultTemplateGalleryLabels } from './TemplateGallery';
export type { TemplateGalleryLabels, TemplateGalleryProps, TemplateShot } from './TemplateGallery';
