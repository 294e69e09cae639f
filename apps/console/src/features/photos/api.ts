import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePhoto, listPhotos } from '../../shared/lib/photos-api';

export const photosKey = (businessId: string) => ['photos', businessId] as const;

export function usePhotos(businessId: string) {
  return useQuery({
    queryKey: photosKey(businessId),
    queryFn: ({ signal }) => listPhotos(businessId, signal),
  });
}

export function useDeletePhoto(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => deletePhoto(businessId, photoId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey(businessId) }),
  });
}
