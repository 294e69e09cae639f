import { errorTextsEn } from '@nearbite/api-client/errors.en';
import { errorTextsZh } from '@nearbite/api-client/errors.zh';
import { PHOTO_MAX_BYTES } from '@nearbite/domain/photo-rules';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../test/render';
import { photoTexts } from '../i18n/photo-texts';
import { PhotoField } from './photo-field';

afterEach(cleanup);

/** A file `size` bytes long that claims to be a JPEG, without holding that many bytes in memory twice. */
const fileOf = (size: number, name = 'photo.jpg') => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the photo field', () => {
  it('offers any image, which on a phone includes taking one, labelled by what it is for', () => {
    renderConsole(<PhotoField businessId="b" label="Logo" onUploaded={vi.fn()} />);
    const input = screen.getByLabelText(`Logo ${photoTexts.en.choose}`);
    expect(input).toHaveAttribute('type', 'file');
    expect(input.getAttribute('accept')).toContain('image/*');
    expect(screen.getByText(photoTexts.en.dropHint)).toBeInTheDocument();
  });

  it.each([
    ['en', errorTextsEn.errorA200],
    ['zh', errorTextsZh.errorA200],
  ] as const)(
    'refuses a photo over 15 MB before sending it, in words and with A200 (%s)',
    async (language, text) => {
      const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
      const onUploaded = vi.fn();
      renderConsole(<PhotoField businessId="b" label="Logo" onUploaded={onUploaded} />, language);
      await userEvent.upload(screen.getByLabelText(/Logo/), fileOf(PHOTO_MAX_BYTES + 1));
      const alert = await screen.findByRole('alert');
      await vi.waitFor(() => expect(alert.textContent).toContain(text));
      expect(alert.textContent).toContain('A200');
      expect(send).not.toHaveBeenCalled();
      expect(onUploaded).not.toHaveBeenCalled();
      send.mockRestore();
    },
  );
});
