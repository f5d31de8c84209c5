-- Public bucket for product thumbnails; its objects are served at
-- <project url>/storage/v1/object/public/product-thumbnails/<file> without a key.
-- `supabase seed buckets` uploads supabase/storage/product-thumbnails into it (see config.toml).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'product-thumbnails',
  'product-thumbnails',
  true,
  1048576,
  array['image/webp', 'image/avif', 'image/png', 'image/jpeg']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;
