import { describe, expect, it } from 'vitest';
import { loader } from './blog-post.tsx';

type LoaderArgs = Parameters<typeof loader>[0];

function load(path: string, slug: string) {
  const request = new Request(`https://example.ca${path}`);
  return loader({ request, params: { slug }, context: {} } as unknown as LoaderArgs);
}

describe('the blog post loader', () => {
  it('gives the post and its category label in the page’s language', async () => {
    const answer = await load('/blog/how-divorce-works-in-canada', 'how-divorce-works-in-canada');
    expect(answer).toMatchObject({
      post: { id: 'how-divorce-works-in-canada', title: expect.any(String) },
      categoryLabel: 'Family Law',
    });
  });

  it('sends the other language’s slug to this language’s, keeping the query', async () => {
    const answer = await load(
      '/blog/le-divorce-au-canada-etape-par-etape?ref=x',
      'le-divorce-au-canada-etape-par-etape',
    ).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get('Location')).toBe(
      '/blog/how-divorce-works-in-canada?ref=x',
    );
  });

  it('answers 404 for no post', async () => {
    const answer = await load('/blog/no-such-post', 'no-such-post');
    expect(answer).toMatchObject({ init: { status: 404 }, data: { post: null } });
  });
});
