// An image path: chosen from the files under public/images, or a new file uploaded there (only
// the kinds the site serves, under a name validate accepts; its size is checked where it is used).
import { useState } from 'react';
import { api } from '../api-client.ts';
import { setField } from '../state/site-edits.ts';
import type { InputProps } from './ScalarFields.tsx';
import { useForm } from './form-context.ts';

export function ImageInput({ path, value, label, ids }: InputProps) {
  const { images } = useForm();
  const [note, setNote] = useState('');
  const current = typeof value === 'string' ? value : '';
  const choices = images.includes(current) || !current ? images : [current, ...images];
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setNote(`Uploading ${file.name}…`);
    try {
      const { src } = await api.upload(file);
      images.push(src);
      setField(path, src, label);
      setNote(`Uploaded as ${src}.`);
    } catch (error) {
      setNote((error as Error).message);
    }
  };
  return (
    <div className="image-input">
      {current ? <img src={current} alt="" className="image-thumb" /> : null}
      <select
        id={ids.id}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        value={current}
        onChange={(event) => setField(path, event.target.value, label)}
      >
        {choices.map((src) => (
          <option key={src} value={src}>
            {src}
          </option>
        ))}
      </select>
      <label className="upload">
        Upload an image<span className="visually-hidden"> for {label}</span>
        <input type="file" accept=".svg,.png,.jpg,.jpeg,.webp,.avif" onChange={(event) => void upload(event.target.files?.[0])} />
      </label>
      {note ? (
        <p role="status" className="field-help">
          {note}
        </p>
      ) : null}
    </div>
  );
}
