export { Modal, modalSizes, type ModalProps } from './Modal';
