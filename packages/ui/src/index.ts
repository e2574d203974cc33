export { Badge, type BadgeProps } from './Badge';
export { Button, type ButtonProps } from './Button';
export { CardFields, type CardFieldsProps, type CardFieldsWords } from './CardFields';
export { classNames } from './classNames';
export { FlashMessage, type FlashLevel, type FlashMessageProps } from './FlashMessage';
export { LanguageSelect, type LanguageOption, type LanguageSelectProps } from './LanguageSelect';
export { Modal, type ModalProps } from './Modal';
export {
  TestAuthenticationDialog,
  type TestAuthenticationDialogProps,
  type TestAuthenticationWords,
} from './TestAuthenticationDialog';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { RetryButton, type RetryButtonProps } from './RetryButton';
export { TextField, type TextFieldProps } from './TextField';
export { LoadingState, type LoadingShape, type LoadingStateProps } from './LoadingState';
export { Popover, type PopoverProps } from './Popover';
export { PageHeading, type PageHeadingProps } from './PageHeading';
export { ProductLogo, type ProductLogoProps } from './ProductLogo';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { uiCss } from './styles';
export {
  baseTokens,
  darkThemeDeclarations,
  darkTokens,
  colorThemes,
  defaultColorTheme,
  isColorTheme,
  themeColors,
  themeCss,
  brandColorCss,
  brandThemeColors,
  themeDeclarations,
  type ColorTheme,
  type ThemeColors,
} from './theme';
