import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

const firstMessage = (errors: ValidationError[]): string => {
  for (const error of errors) {
    const constraint = error.constraints && Object.values(error.constraints)[0];
    if (constraint) return constraint;
    const nested = error.children?.length ? firstMessage(error.children) : '';
    if (nested) return nested;
  }
  return 'Please enter valid input';
};

/** DTO validation answering with the first rule's message, which is the spec's wording. */
export const createValidationPipe = () =>
  new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException({ message: firstMessage(errors), errorCode: 'validation' }),
  });
