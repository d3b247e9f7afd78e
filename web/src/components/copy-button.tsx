import { useEffect, useState } from 'react';
import { Icon } from './icon';
import './copy-button.css';

type CopyButtonProps = {
  text: string;
  label: string;
};

/** Copies text to the clipboard and says so in a polite live region. */
export function CopyButton({ text, label }: CopyButtonProps) {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 3000);
    return () => clearTimeout(timer);
  }, [status]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Skopiowano do schowka.');
    } catch {
      setStatus('Nie udało się skopiować — zaznacz tekst i skopiuj go ręcznie.');
    }
  };

  return (
    <span className="copy">
      <button type="button" className="button button--secondary button--small with-icon" onClick={() => void copy()}>
        <Icon name="lucide:copy" />
        {label}
      </button>
      <span role="status" className="copy__status">
        {status}
      </span>
    </span>
  );
}
