-- feedback: short optional messages (e.g. from /logout-feedback). Anyone may send; only admins read.

-- table
create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  message text not null,
  rating integer,
  category text not null default 'general',
  page text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint feedback_message_length check (char_length(btrim(message)) between 1 and 5000),
  constraint feedback_rating_range check (rating is null or rating between 1 and 5),
  constraint feedback_category_valid check (category in ('general', 'logout', 'bug', 'idea', 'recipe')),
  constraint feedback_page_length check (page is null or char_length(page) <= 500)
);

comment on table public.feedback is 'User feedback. user_id is the sender (null for guests).';

-- indexes
create index feedback_user_id_idx on public.feedback (user_id);
create index feedback_created_at_idx on public.feedback (created_at desc);

-- RLS
alter table public.feedback enable row level security;

grant insert on table public.feedback to anon;
grant select, insert, delete on table public.feedback to authenticated;
grant all on table public.feedback to service_role;

-- Guests send anonymously; signed-in users send as themselves or anonymously, never as someone else.
create policy "Anyone can send feedback as themselves or anonymously"
  on public.feedback for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));

create policy "Admins can read feedback"
  on public.feedback for select to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

create policy "Admins can delete feedback"
  on public.feedback for delete to authenticated
  using ((select public.has_role((select auth.uid()), 'admin')));

-- triggers
create trigger feedback_set_updated_at
  before update on public.feedback
  for each row execute function public.set_updated_at();
