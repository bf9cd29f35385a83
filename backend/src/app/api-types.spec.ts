import { committedApiTypes, currentApiTypes } from './api-types.js';

describe('the frontend API types (frontend/src/api/schema.ts)', () => {
  it("match what the backend's current OpenAPI document generates (run `npm run api:types` when this fails)", async () => {
    const [current, committed] = await Promise.all([currentApiTypes(), committedApiTypes()]);
    expect(committed).toBe(current);
  });

  it('carry the SSR data contract and the DTOs the frontend reads', async () => {
    const current = await currentApiTypes();
    for (const schema of ['PageDataDto', 'PublicSettingsDto', 'SessionResponseDto', 'MenuResponseDto', 'GalleryResponseDto']) {
      expect(current).toContain(`${schema}: {`);
    }
    expect(current).toContain('"/api/menu": {');
  });
});
