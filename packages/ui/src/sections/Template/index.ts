export { TemplateDetail } from './TemplateDetail';
export type { BreadcrumbItem, TemplateDetailModel, TemplateDetailProps } from './TemplateDetail';
export { GetTemplatePanel } from './GetTemplatePanel';
export type { GetTemplatePanelProps, GetTemplateState } from './GetTemplatePanel';
export { RelatedTemplates } from './RelatedTemplates';
export type { RelatedTemplatesProps } from './RelatedTemplates';
export { OwnedTemplates } from './OwnedTemplates';
export type {
  OwnedTemplateModel,
  OwnedTemplatesProps,
  OwnedTemplatesState,
} from './OwnedTemplates';
