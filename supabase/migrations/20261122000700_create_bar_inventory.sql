-- bar_inventory: the bottles, mixers and garnishes a user has at home.

-- table
create table public.bar_inventory (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  ingredient_key text,
  category text not null default 'other',
  quantity numeric,
  unit text,
  abv numeric,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bar_inventory_user_name_unique unique (user_id, name),
  constraint bar_inventory_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint bar_inventory_ingredient_key_length check (ingredient_key is null or char_length(ingredient_key) between 1 and 200),
  constraint bar_inventory_category_valid check (category in ('spirit', 'liqueur', 'wine', 'beer', 'mixer', 'syrup', 'bitters', 'juice', 'garnish', 'other')),
  constraint bar_inventory_quantity_range check (quantity is null or (quantity >= 0 and quantity <= 100000)),
  constraint bar_inventory_unit_length check (unit is null or char_length(unit) between 1 and 50),
  constraint bar_inventory_abv_range check (abv is null or (abv >= 0 and abv <= 100)),
  constraint bar_inventory_notes_length check (notes is null or char_length(notes) <= 2000)
);

comment on table public.bar_inventory is 'A user''s home bar: one row per item.';

-- indexes
-- user_id is covered by the leading column of bar_inventory_user_name_unique.

-- RLS
alter table public.bar_inventory enable row level security;

grant select, insert, update, delete on table public.bar_inventory to authenticated;
grant all on table public.bar_inventory to service_role;
revoke all on table public.bar_inventory from anon;

create policy "Users can read their own bar"
  on public.bar_inventory for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users can add to their own bar"
  on public.bar_inventory for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own bar"
  on public.bar_inventory for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users can delete from their own bar"
  on public.bar_inventory for delete to authenticated
  using (user_id = (select auth.uid()));

-- triggers
create trigger bar_inventory_set_updated_at
  before update on public.bar_inventory
  for each row execute function public.set_updated_at();
