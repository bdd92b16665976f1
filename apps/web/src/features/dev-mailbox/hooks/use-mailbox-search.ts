import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The recipient filter and the page, kept in the address (`?to=…&page=…`); the field follows the address. */
export const useMailboxSearch = () => {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to')?.trim() ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [address, setAddress] = useState(to);
  useEffect(() => setAddress(to), [to]);

  /** A new search starts at the first page, with the address lower-cased. */
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (address.trim()) next.set('to', address.trim().toLowerCase());
    setSearchParams(next);
  };

  const goToPage = (next: number) => {
    const params = new URLSearchParams(searchParams);
    params.set('page', String(next));
    setSearchParams(params);
  };

  return { to, page, address, setAddress, search, goToPage };
};
