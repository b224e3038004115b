import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton, textInput } from '@/components/button-styles';
import { notify } from '@/components/notify';
import { LOGOUT_FEEDBACK_TEXTS as T } from './texts';

const MAX = 5000;

/** /logout-feedback: a short optional feedback form stored in `feedback`. */
export default function LogoutFeedbackPage({
  session = 'out',
}: {
  /** Whether the visitor is signed in: "You're signed out" is said only to someone who is. */
  session?: 'loading' | 'in' | 'out';
}) {
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const messageId = useId();
  const signedIn = session === 'in';
  const outTitle = session === 'out' ? T.title : T.titleSignedIn;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (sending || text === '') return;
    if (text.length > MAX) {
      notify.error(T.failed, { description: T.tooLong });
      return;
    }
    setSending(true);
    try {
      const { supabase } = await import('@/lib/supabase');
      const { data } = await supabase.auth.getSession();
      // Insert only: reading feedback back is for admins.
      const { error } = await supabase.from('feedback').insert({
        message: text,
        rating,
        category: 'logout',
        page: '/logout-feedback',
        user_id: data.session?.user.id ?? null,
      });
      if (error) throw new Error(error.message);
      setSent(true);
      notify.success(T.thanks, { description: T.thanksBody });
    } catch (error) {
      console.warn('Feedback was not sent:', error);
      notify.error(T.failed, { description: T.failedBody });
    } finally {
      setSending(false);
    }
  };

  return (
    <main id="main" className="mx-auto w-full max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{outTitle}</h1>
      <p className="mt-3 text-stone-700 dark:text-stone-300">
        {sent ? T.thanks : signedIn ? T.summarySignedIn : T.summary}
      </p>
      {!sent && (
        <form className="mt-6 space-y-4" onSubmit={(event) => void send(event)}>
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{T.rating}</legend>
            <div className="flex gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  aria-pressed={rating === n}
                  aria-label={T.ratingOption(n)}
                  className={rating === n ? primaryButton : secondaryButton}
                  onClick={() => setRating(rating === n ? null : n)}
                >
                  {n}
                </button>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={messageId} className="mb-1 block text-sm font-medium">
              {T.message}
            </label>
            <textarea
              id={messageId}
              rows={4}
              maxLength={MAX}
              className={textInput}
              placeholder={T.placeholder}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className={primaryButton}
            disabled={sending || message.trim() === ''}
          >
            {sending ? T.sending : T.send}
          </button>
        </form>
      )}
      <div className="mt-8 flex gap-3">
        <Link to="/" className={secondaryButton}>
          {T.skip}
        </Link>
        {!signedIn && (
          <Link to="/auth" className={secondaryButton}>
            {T.signInAgain}
          </Link>
        )}
      </div>
    </main>
  );
}
