const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return ENTITY[name.toLowerCase()] ?? '';
  });
}

/** Every distinct http(s) URL in a message's text and HTML (entities decoded), in order of appearance. */
export function extractLinks(...bodies: string[]): string[] {
  const found = new Set<string>();
  for (const body of bodies) {
    for (const match of decodeEntities(body).matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      found.add(match[0].replace(/[.,;:!?)]+$/, ''));
    }
  }
  return [...found];
}
