import { validateEmail, validatePhone } from '@ats/domain/candidates/contact-validation';
import { screen } from '@testing-library/react';
import { FormProvider } from 'react-hook-form';
import { renderPage } from '../../testing/render-page';
import { FormErrorBanner } from './form-error-banner';
import { FormTextField, type FormTextFieldProps } from './form-text-field';
import { useValidatedForm } from './use-validated-form';

type Values = { email: string; phone: string };

type SampleFormProps = Partial<FormTextFieldProps<Values>> & { onValid?: (values: Values) => void };

/** Two fields bound to the domain's contact rules, as the app's forms bind theirs. */
const SampleForm = ({ onValid = () => undefined, ...fieldProps }: SampleFormProps) => {
  const form = useValidatedForm<Values>({
    defaultValues: { email: '', phone: '' },
    rules: (values) => ({ email: validateEmail(values.email), phone: validatePhone(values.phone) }),
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <FormTextField<Values> name="email" label="Email" {...fieldProps} />
        <FormTextField<Values> name="phone" label="Phone" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
};

describe('FormTextField', () => {
  test('shows the spec message of the first invalid field on submit and focuses it', async () => {
    const { user } = renderPage(<SampleForm />);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '501234567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid email')).toBeTruthy();
    expect(screen.getByText('Missing country code. Ex: "+971 501234567" or +1 501234567')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  test('checks again on blur and while an invalid value is corrected', async () => {
    const onValid = jest.fn();
    const { user } = renderPage(<SampleForm onValid={onValid} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'someone@company.example');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'someone@company.example', phone: '' }, expect.anything());
  });

  test('with checkOnBlur="filled" and whileInvalid="clear", leaving it empty says nothing and typing clears the message', async () => {
    const { user } = renderPage(<SampleForm checkOnBlur="filled" whileInvalid="clear" />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(email);
    await user.tab();
    expect(screen.queryByText('Please enter valid email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter valid email')).toBeTruthy();
    await user.type(email, 'x');
    expect(screen.queryByText('Please enter valid email')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
  });

  test('puts the message into Arabic, right to left', async () => {
    const { user } = renderPage(<SampleForm />, { language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('يرجى إدخال بريد إلكتروني صالح')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('FormErrorBanner', () => {
  test('announces a catalogue message in the interface language', () => {
    renderPage(<FormErrorBanner error={{ id: 'error.unexpected' }} />);
    expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred. Please try again later.');
  });

  test('announces a server text as given', () => {
    renderPage(<FormErrorBanner error={{ raw: 'Server says no' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Server says no');
  });

  test('renders nothing without an error', () => {
    renderPage(<FormErrorBanner error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
