-- bar_inventory: a bottle's name follows the app's input limit (1000 characters, spec §9), so a
-- name the shelf accepts on the device is never refused when it is synced.

-- table
alter table public.bar_inventory drop constraint bar_inventory_name_length;
alter table public.bar_inventory
  add constraint bar_inventory_name_length check (char_length(btrim(name)) between 1 and 1000);
