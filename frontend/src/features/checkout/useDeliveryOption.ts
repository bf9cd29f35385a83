import { useCallback, useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useCheckPostcodeQuery } from './checkout-api';
import {
  addressChanged,
  additionalInfoChanged,
  deliveryTypeChosen,
  orderDayChosen,
  postcodeBlurred,
  postcodeChanged,
  selectDelivery,
  slotChosen,
  type DeliveryType,
} from './delivery-slice';
import { usePublicSettings } from '../../shared/settings/usePublicSettings';

/** SPEC 4: none, checking ('Validating postcode...'), valid, invalid. */
export type PostcodeStatus = 'none' | 'checking' | 'valid' | 'invalid';

export const POSTCODE_MESSAGES: Record<Exclude<PostcodeStatus, 'none'>, string> = {
  checking: 'Validating postcode...',
  valid: 'Delivery available',
  invalid: 'Delivery not available to this postcode',
};

/**
 * The delivery option and time, shared by the menu page's card and /checkout: what was chosen,
 * whether the postcode is deliverable, and the actions that change them.
 */
export function useDeliveryOption() {
  const dispatch = useAppDispatch();
  const delivery = useAppSelector(selectDelivery);
  const settings = usePublicSettings();
  const lookup = useCheckPostcodeQuery(delivery.postcodeToCheck ?? skipToken);

  // A postcode lookup that fails (network, server) counts as invalid, like a non-deliverable one.
  let postcodeStatus: PostcodeStatus = 'none';
  if (delivery.postcodeToCheck) {
    if (lookup.isFetching) postcodeStatus = 'checking';
    else if (lookup.currentData) postcodeStatus = lookup.currentData.valid ? 'valid' : 'invalid';
    else if (lookup.isError) postcodeStatus = 'invalid';
    else postcodeStatus = 'checking';
  }

  const available: Record<DeliveryType, boolean> = { collection: settings.collections, delivery: settings.deliveries };
  const { type } = delivery;

  // A way of getting the food that staff have switched off cannot stay chosen.
  const { collections, deliveries } = settings;
  useEffect(() => {
    if (type === 'collection' && !collections && deliveries) dispatch(deliveryTypeChosen('delivery'));
    if (type === 'delivery' && !deliveries && collections) dispatch(deliveryTypeChosen('collection'));
  }, [type, collections, deliveries, dispatch]);

  const { isError, refetch } = lookup;
  const onPostcodeBlur = useCallback(() => {
    dispatch(postcodeBlurred());
    // A lookup that failed is asked again; a known answer is not.
    if (isError) refetch();
  }, [dispatch, isError, refetch]);

  const actions = useMemo(
    () => ({
      chooseType: (next: DeliveryType) => dispatch(deliveryTypeChosen(next)),
      changeAddress: (value: string) => dispatch(addressChanged(value)),
      changePostcode: (value: string) => dispatch(postcodeChanged(value)),
      changeAdditionalInfo: (value: string) => dispatch(additionalInfoChanged(value)),
      chooseSlot: (time: string | null) => dispatch(slotChosen(time)),
      chooseDay: (date: string | null) => dispatch(orderDayChosen(date)),
    }),
    [dispatch],
  );

  return {
    ...delivery,
    ...actions,
    available,
    postcodeStatus,
    postcodeValid: postcodeStatus === 'valid',
    onPostcodeBlur,
  };
}

export type DeliveryOption = ReturnType<typeof useDeliveryOption>;
