import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** The counter screen's numbers (GET /api/board): order numbers only. */
export type CollectionBoard = ApiSchema<'CollectionBoardDto'>;

const boardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollectionBoard: build.query<CollectionBoard, void>({
      query: () => '/board',
    }),
  }),
});

export const { useGetCollectionBoardQuery } = boardApi;
