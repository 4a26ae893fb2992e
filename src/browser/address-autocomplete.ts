/**
 * Australian address autocomplete on the street field when PUBLIC_MAPS_KEY is configured (Google
 * Places, restricted to country AU); without a key the fields stay plain inputs.
 */
export interface FoundAddress {
  street_address?: string;
  suburb?: string;
  city?: string;
  state?: string;
  post_code?: string;
}

interface PlaceComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

/** Maps Google address components to our fields. */
export function addressFromComponents(components: PlaceComponent[]): FoundAddress {
  const get = (type: string, short = false) =>
    components.find((c) => c.types.includes(type))?.[short ? 'short_name' : 'long_name'];
  const street = [get('subpremise') && `${get('subpremise')}/`, get('street_number'), get('route')]
    .filter(Boolean)
    .join(' ')
    .replace('/ ', '/');
  return {
    street_address: street || undefined,
    suburb: get('locality'),
    city: get('locality') ?? get('administrative_area_level_2'),
    state: get('administrative_area_level_1', true),
    post_code: get('postal_code'),
  };
}

export function attachAddressAutocomplete(
  input: HTMLInputElement,
  onFound: (address: FoundAddress) => void,
): void {
  const key = import.meta.env.PUBLIC_MAPS_KEY;
  if (!key) return;
  // The Maps script's types are not a dependency of this project; the few calls used are spelled out here.
  type Autocomplete = {
    addListener(event: string, fn: () => void): void;
    getPlace(): { address_components?: PlaceComponent[] };
  };
  type Maps = {
    maps: { places: { Autocomplete: new (input: HTMLInputElement, options: object) => Autocomplete } };
  };
  const w = window as unknown as { google?: Maps; __mapsReady?: () => void };
  const start = () => {
    const autocomplete = new w.google!.maps.places.Autocomplete(input, {
      componentRestrictions: { country: 'au' },
      fields: ['address_components'],
      types: ['address'],
    });
    autocomplete.addListener('place_changed', () => {
      const place = autocomplete.getPlace();
      if (place.address_components) onFound(addressFromComponents(place.address_components));
    });
  };
  if (w.google?.maps?.places) {
    start();
    return;
  }
  w.__mapsReady = start;
  const script = document.createElement('script');
  script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places&callback=__mapsReady`;
  script.async = true;
  document.head.append(script);
}
