export { ToastProvider, Toaster } from './Toast';
export type { ToastProviderProps, ToasterProps } from './Toast';
export { useToast } from './useToast';
export type { UseToastResult } from './useToast';
export type { ToastOptions, ToastVariant } from './toastStore';
