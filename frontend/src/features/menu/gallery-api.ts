import { api } from '../../api/api';
import type { GalleryResponse } from '../../shared/menu/menu-types';

export const galleryApi = api.enhanceEndpoints({ addTagTypes: ['Menu'] }).injectEndpoints({
  endpoints: (build) => ({
    getGallery: build.query<GalleryResponse, void>({
      query: () => '/gallery',
      providesTags: ['Menu'],
    }),
  }),
});

export const { useGetGalleryQuery } = galleryApi;
