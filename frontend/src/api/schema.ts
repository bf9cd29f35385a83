/*
 * Generated from the backend's OpenAPI document by `npm run api:types`. Do not edit by hand:
 * change the backend's DTOs (@ApiProperty) and run it again. `make test` fails while this is stale.
 */
export interface paths {
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (the current one is required); ends every other session */
        post: operations["AccountController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in browsers of the account */
        get: operations["AccountController_listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign one session out */
        delete: operations["AccountController_endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere else (every session but this one) */
        post: operations["AccountController_endOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This person's passkeys, authenticator app and recovery codes left */
        get: operations["AccountTwoStepController_overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/factors/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a passkey or the authenticator app (the last factor takes the recovery codes with it) */
        delete: operations["AccountTwoStepController_removeFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the new passkey (a first factor comes with ten recovery codes, shown once) */
        post: operations["AccountTwoStepController_addPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The browser's prompt for a new passkey */
        post: operations["AccountTwoStepController_passkeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ten new recovery codes, shown once (the old ones stop working) */
        post: operations["AccountTwoStepController_newRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app: its secret and QR code */
        post: operations["AccountTwoStepController_beginTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/two-step/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish with the app's first code (a first factor comes with ten recovery codes, shown once) */
        post: operations["AccountTwoStepController_confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List staff changes, newest first */
        get: operations["AuditController_listAuditEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count what the admin badges show */
        get: operations["AdminBadgesController_countBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the bookings of a day */
        get: operations["AdminBookingsController_listBookingsOfDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Confirm, decline or cancel a booking (e-mails the customer) */
        patch: operations["AdminBookingsController_changeBookingStatus"];
        trace?: never;
    };
    "/api/admin/bookings/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline several booking requests at once (e-mails each customer) */
        post: operations["AdminBookingsController_declineBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/busy-mode/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pause online orders of a type (or both) for 15, 30 or 60 minutes, or until reopened */
        put: operations["AdminBusyModeController_pauseOrders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/busy-mode/prep-time": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add 10 to 60 minutes of prep time: the earliest slots offered move later */
        put: operations["AdminBusyModeController_addPrepTime"];
        post?: never;
        /** End the extra prep time now */
        delete: operations["AdminBusyModeController_endPrepTime"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/busy-mode/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reopen online orders of a type (or both) now */
        put: operations["AdminBusyModeController_reopenOrders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List menu categories */
        get: operations["AdminCategoriesController_listCategories"];
        put?: never;
        /** Create a menu category */
        post: operations["AdminCategoriesController_createCategory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a menu category (optionally moving its items) */
        delete: operations["AdminCategoriesController_deleteCategory"];
        options?: never;
        head?: never;
        /** Update a menu category */
        patch: operations["AdminCategoriesController_updateCategory"];
        trace?: never;
    };
    "/api/admin/categories/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder menu categories */
        put: operations["AdminCategoriesController_reorderCategories"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/kitchen/load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The next hour's orders and the units they take of each kitchen station */
        get: operations["KitchenLoadController_nextHour"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole menu for staff, hidden items included */
        get: operations["AdminMenuController_listMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a menu item */
        post: operations["AdminMenuController_createMenuItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a menu item */
        delete: operations["AdminMenuController_deleteMenuItem"];
        options?: never;
        head?: never;
        /** Update a menu item */
        patch: operations["AdminMenuController_updateMenuItem"];
        trace?: never;
    };
    "/api/admin/menu/items/{id}/choice-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a menu item's choice groups (sauces, extras): the whole list, in order (issue 28) */
        put: operations["AdminMenuController_setChoiceGroups"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/{id}/image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Upload a menu item's image */
        put: operations["AdminMenuController_setMenuItemImage"];
        post?: never;
        /** Remove a menu item's image */
        delete: operations["AdminMenuController_removeMenuItemImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/{id}/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an option to a menu item */
        post: operations["AdminMenuController_addMenuOption"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/{id}/options/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder a menu item's options */
        put: operations["AdminMenuController_reorderMenuOptions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/{id}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an item sold out today (until the next day's opening), or back on sale */
        put: operations["AdminMenuController_setItemSoldOut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/items/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reorder the items of a category */
        put: operations["AdminMenuController_reorderMenuItems"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/menu/options/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a menu option */
        delete: operations["AdminMenuController_deleteMenuOption"];
        options?: never;
        head?: never;
        /** Update a menu option */
        patch: operations["AdminMenuController_updateMenuOption"];
        trace?: never;
    };
    "/api/admin/menu/options/{id}/sold-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark an option sold out today (until the next day's opening), or back on sale */
        put: operations["AdminMenuController_setOptionSoldOut"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take a phone or walk-in order */
        post: operations["AdminOrdersController_takePhoneOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its lines */
        get: operations["AdminOrdersController_getOrder"];
        put?: never;
        post?: never;
        /** Delete an order */
        delete: operations["AdminOrdersController_deleteOrder"];
        options?: never;
        head?: never;
        /** Correct an order the kitchen has not started: lines, slot, type, address */
        patch: operations["AdminOrdersController_correctOrder"];
        trace?: never;
    };
    "/api/admin/orders/{id}/advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The kitchen screen's tap: move an order to its next status */
        post: operations["AdminOrdersController_advanceOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/collect-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that what a correction left to pay was collected */
        post: operations["AdminOrdersController_collectBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/dismiss-attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an order's needs-attention flag */
        post: operations["AdminOrdersController_dismissOrderAttention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a delivery's driver: a member of staff ({ userId }), a typed name ({ name }), or none ({}) */
        put: operations["AdminOrdersController_assignDriver"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark an order paid or unpaid */
        patch: operations["AdminOrdersController_setOrderPaid"];
        trace?: never;
    };
    "/api/admin/orders/{id}/print": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Print an order's kitchen ticket again */
        post: operations["AdminOrdersController_printOrderAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refund an order in full or in part: chosen lines or an amount (Stripe for an order paid online, cash otherwise) */
        post: operations["AdminOrdersController_refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change an order's status */
        patch: operations["AdminOrdersController_changeOrderStatus"];
        trace?: never;
    };
    "/api/admin/orders/{id}/undo-advance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undo the kitchen screen's last tap on an order, within seconds of it */
        post: operations["AdminOrdersController_undoOrderAdvance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders needing attention */
        get: operations["AdminOrdersController_listOrdersNeedingAttention"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/day": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the orders of a day */
        get: operations["AdminOrdersController_listOrdersOfDay"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/drivers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The staff a delivery's driver is picked from (staff and administrators, by name) */
        get: operations["AdminOrdersController_listDrivers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the order history */
        get: operations["AdminOrdersController_searchOrderHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's slots for a phone order, full ones included */
        get: operations["AdminOrdersController_listPhoneOrderSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's report for a range of London days, compared with the period before */
        get: operations["ReportsController_getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One table of the report as CSV (exporting data asks for the second factor, as deleting does) */
        get: operations["ReportsController_exportReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every setting with its stored value */
        get: operations["AdminSettingsController_listSettings"];
        /** Save the Settings form */
        put: operations["AdminSettingsController_saveSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The kitchen's stations, in order */
        get: operations["AdminStationsController_listStations"];
        put?: never;
        /** Add a kitchen station */
        post: operations["AdminStationsController_createStation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a station: its items and choices use none afterwards */
        delete: operations["AdminStationsController_deleteStation"];
        options?: never;
        head?: never;
        /** Rename a station or change its units per slot */
        patch: operations["AdminStationsController_updateStation"];
        trace?: never;
    };
    "/api/admin/time/days-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List days off */
        get: operations["AdminTimeController_listDaysOff"];
        put?: never;
        /** Add days off */
        post: operations["AdminTimeController_createDaysOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/days-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a day off */
        delete: operations["AdminTimeController_deleteDayOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/days-off/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Preview the orders a day off would affect */
        post: operations["AdminTimeController_previewDaysOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/opening-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opening times per weekday and the slot grid */
        get: operations["AdminTimeController_getOpeningTimes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/opening-times/{dayOfWeek}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Open or close a weekday */
        patch: operations["AdminTimeController_setWeekdayOpen"];
        trace?: never;
    };
    "/api/admin/time/opening-times/{dayOfWeek}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a weekday's opening sessions */
        put: operations["AdminTimeController_setWeekdaySessions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The week's schedule */
        get: operations["AdminTimeController_getWeeklySchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/time/time-slots/{time}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Switch a slot time on or off */
        patch: operations["AdminTimeController_setTimeSlotActive"];
        trace?: never;
    };
    "/api/admin/tips": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A year's tips per driver per month: owed, paid, outstanding, due date */
        get: operations["TipsController_getTipsLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month's tips per driver as CSV for payroll (exporting data asks for the second factor) */
        get: operations["TipsController_exportTips"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tips/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that a driver was paid what they are owed for a month */
        post: operations["TipsController_recordTipPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List users, searched and paged */
        get: operations["AdminUsersController_listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a user */
        delete: operations["AdminUsersController_deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List one user's orders */
        get: operations["AdminUsersController_listOrdersOfUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a user's role */
        patch: operations["AdminUsersController_changeUserRole"];
        trace?: never;
    };
    "/api/admin/users/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Count customers and staff */
        get: operations["AdminUsersController_getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List visits, paged */
        get: operations["AdminVisitsController_listVisits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visits per London day, top pages and sources, and the share of visitors who ordered, for a range of days */
        get: operations["AdminVisitsController_getVisitCharts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/visits/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visit counts per day and per page */
        get: operations["AdminVisitsController_getVisitStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm an e-mail address (the e-mailed link's token) */
        post: operations["AuthController_confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the confirmation e-mail again */
        post: operations["AuthController_resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a sign-in link */
        post: operations["AuthController_magicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/magic-link/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with an e-mailed link's token */
        post: operations["AuthController_verifyMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with a passkey */
        post: operations["AuthController_passkeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for signing in with a passkey (discoverable credential) */
        post: operations["AuthController_passkeySignInOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a password reset link (the same answer whether or not the e-mail has an account) */
        post: operations["AuthController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with an e-mailed reset link's token */
        post: operations["AuthController_resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current session's user, its second step, and a CSRF token */
        get: operations["AuthController_session"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with e-mail and password */
        post: operations["AuthController_signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere */
        post: operations["AuthController_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up with e-mail and password */
        post: operations["AuthController_signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm with a code from the authenticator app or a recovery code */
        post: operations["TwoStepConfirmController_confirmWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm with a passkey */
        post: operations["TwoStepConfirmController_confirmWithPasskey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-step/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The passkey prompt for confirming (any of this person's passkeys) */
        post: operations["TwoStepConfirmController_passkeyOptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's collection order numbers: preparing and ready */
        get: operations["CollectionBoardController_getCollectionBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request a table (guests too) */
        post: operations["BookingsController_requestBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The table times of a date, full ones disabled */
        get: operations["BookingsController_getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a booking with the link of its e-mail */
        post: operations["BookingsController_cancelBookingByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/cancel/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking a cancel link names (never cancels it) */
        post: operations["BookingsController_getBookingByCancelToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A guest confirms their request with the acknowledgement e-mail's link, so that it does not lapse */
        post: operations["BookingsController_confirmRequestByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/confirm/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The booking a "Confirm my request" link names (never confirms it) */
        post: operations["BookingsController_getBookingByConfirmToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in customer's bookings, latest date first */
        get: operations["BookingsController_listMyBookings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/busy-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busy mode in force now */
        get: operations["BusyModeController_getBusyMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's cart */
        get: operations["CartController_getCart"];
        put?: never;
        post?: never;
        /** Empty the cart */
        delete: operations["CartController_emptyCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an item to the cart */
        post: operations["CartController_addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a cart line */
        delete: operations["CartController_removeCartItem"];
        options?: never;
        head?: never;
        /** Change a cart line's quantity */
        patch: operations["CartController_updateCartItem"];
        trace?: never;
    };
    "/api/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Merge the guest cart into the user's cart at sign-in */
        post: operations["CartController_mergeGuestCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The days a customer may order for, today first */
        get: operations["CheckoutController_listDays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/postcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check whether a postcode is in the delivery area */
        post: operations["CheckoutController_checkPostcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A day's collection and delivery slots (today, or a day ahead: issue 28); signed in, only those whose kitchen stations have room for the cart */
        get: operations["CheckoutController_listSlots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available items with their images, in menu order */
        get: operations["MenuController_getGallery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/menu/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A menu image at one of the fixed widths (AVIF, WebP or JPEG) */
        get: operations["ImagesController_getMenuImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The public menu by category (prices in pence) */
        get: operations["MenuController_getMenu"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order-link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order an order link names */
        post: operations["OrderLinkController_findByOrderLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's orders, newest first */
        get: operations["OrdersController_listMyOrders"];
        put?: never;
        /** Place the cart as an order */
        post: operations["OrdersController_placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Be told on this device when the order is ready, even with the page closed */
        post: operations["OrderPushController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Put one of the signed-in user's orders into their cart again, at today's prices */
        post: operations["OrdersController_orderAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a pending online payment */
        post: operations["PaymentsController_cancelPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Confirm a payment on return from Stripe */
        get: operations["PaymentsController_confirmPaymentReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook (signed by Stripe) */
        post: operations["PaymentsController_handleWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key browsers subscribe to order notifications with */
        get: operations["OrderPushController_key"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/restaurant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The restaurant's name, address, contact, trader details, socials and opening hours */
        get: operations["RestaurantController_getRestaurant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The restaurant's Google rating, reviews and photos (empty when no key is set or Google fails) */
        get: operations["ReviewsController_getReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/author-photos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A reviewer's picture, by the id the reviews answer gives it */
        get: operations["ReviewsController_getAuthorPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reviews/photos/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the listing's photos, fetched from Google with the key on the server and kept 30 days */
        get: operations["ReviewsController_getPhoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The settings the storefront needs */
        get: operations["SettingsController_getPublicSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a page visit */
        post: operations["AnalyticsController_logVisit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness probe: the process is up */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness probe: PostgreSQL and Redis answer */
        get: operations["HealthController_ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccountSessionDto: {
            /** @description Browser and system, read from the User-Agent, e.g. "Chrome on Windows". */
            browser: string;
            /** @description The session of the browser asking. */
            current: boolean;
            /** Format: uuid */
            id: string;
            ip: string | null;
            /** Format: date-time */
            lastSeenAt: string;
            /** Format: date-time */
            signedInAt: string;
        };
        AccountSessionsResponseDto: {
            sessions: components["schemas"]["AccountSessionDto"][];
        };
        AddCartItemDto: {
            /** @description Issue 28: the choices picked in the item's choice groups (each group's min and max apply) */
            choiceIds?: string[];
            /** Format: uuid */
            menuItemId: string;
            /**
             * Format: uuid
             * @description Required when the item has more than one option
             */
            optionId?: string | null;
            /** @example No onions, please */
            specialInstructions?: string;
        };
        AddPrepTimeDto: {
            /**
             * @description How long it lasts; null or absent = until ended
             * @enum {number|null}
             */
            forMinutes?: 15 | 30 | 60 | null;
            /** @description 10 to 60, in 5-minute steps */
            minutes: number;
        };
        AdminBadgesDto: {
            /**
             * @description Today's orders that are neither completed nor abandoned
             * @example 3
             */
            openOrders: number;
            /**
             * @description Booking requests for today or later still waiting for an answer
             * @example 2
             */
            pendingBookings: number;
        };
        AdminBookingDto: {
            createdAt: string;
            /** @example 2031-01-18 */
            date: string;
            email: string;
            /** @description The guest confirmed the request from the acknowledgement e-mail */
            guestConfirmed: boolean;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description When this guest request lapses unless the guest or staff confirm it; null when it never lapses
             */
            lapsesAt: string | null;
            name: string;
            partySize: number;
            /** @description Empty when not given */
            phone: string;
            specialRequests: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "cancelled" | "lapsed";
            /** @example 19:00 */
            time: string;
        };
        AdminCategoryDto: {
            /** @example Fried Chicken */
            displayName: string;
            displayOrder: number;
            /** Format: uuid */
            id: string;
            /** @description False: hidden from customers */
            isActive: boolean;
            /** @description How many items it holds */
            itemCount: number;
            /** @example fried_chicken */
            name: string;
        };
        AdminKitchenDto: {
            /** @description Every choice's own station and units (a meal deal's choice uses its item's instead) */
            choices: components["schemas"]["ChoiceKitchenUseDto"][];
            sizes: components["schemas"]["SizeKitchenUseDto"][];
            /** Format: uuid */
            stationId: string | null;
            stationUnits: number;
        };
        AdminMenuItemDto: {
            /** @description In legal order; empty means no data: show 'Ask us about allergens' */
            allergens: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            availableForTakeaway: boolean;
            /** Format: uuid */
            categoryId: string | null;
            /** @description Issue 28: sauces, extras, in display order; empty for most items */
            choiceGroups: components["schemas"]["MenuChoiceGroupDto"][];
            description: string;
            dietaryLabels: ("vegetarian" | "vegan" | "halal")[];
            /** @description A missing order is 999 */
            displayOrder: number;
            /**
             * @description A half-and-half's price for its halves: the dearer half's choices, or their average
             * @enum {string}
             */
            halfPriceRule: "dearer" | "average";
            /** Format: uuid */
            id: string;
            image: components["schemas"]["ResponsiveImageDto"] | null;
            /** @description Absolute path of the stored image (/api/images/menu/<file>), an external URL, or null */
            imageUrl: string | null;
            /** @description False: listed with a disabled "Unavailable" button */
            isAvailable: boolean;
            kitchen: components["schemas"]["AdminKitchenDto"];
            /** @description Pence; null when the item has no option ("Price not set") */
            lowestPricePence: number | null;
            /** @example Margherita Pizza */
            name: string;
            /** @description In display order */
            options: components["schemas"]["MenuOptionDto"][];
            /** @description Sold out today: shown as 'Sold out', cannot be added */
            soldOut: boolean;
            /** @description ISO instant it comes back by itself; null when not sold out */
            soldOutUntil: string | null;
        };
        AdminMenuResponseDto: {
            /** @description Every category, active or not, in display order */
            categories: components["schemas"]["AdminCategoryDto"][];
            /** @description Every item, by category order then item order */
            items: components["schemas"]["AdminMenuItemDto"][];
        };
        AdminOrderDto: {
            /** @description Why a person must look at it (e.g. a refunded late payment) */
            attentionReason: string | null;
            /**
             * @description A paid order staff made dearer: what is still to collect ("£x.xx to collect")
             * @example 0
             */
            balanceDuePence: number;
            /** Format: date-time */
            createdAt: string;
            customer: components["schemas"]["OrderCustomerDto"];
            /** @example 12 Bolton Road, M28 3BX, Blue door */
            deliveryAddress: string | null;
            /** @example 250 */
            deliveryFeePence: number;
            /** @enum {string} */
            deliveryType: "delivery" | "collection";
            /** @description A delivery's driver, once staff assigned one (its tip is theirs in the tips ledger) */
            driver: components["schemas"]["OrderDriverDto"] | null;
            /** @example 200 */
            driverTipPence: number;
            id: string;
            isPaid: boolean;
            items: components["schemas"]["OrderItemResponseDto"][];
            /**
             * @description Restaurant-local date
             * @example 2031-01-14
             */
            orderDate: string;
            /** @example WK-7Q3K9D */
            orderNumber: string;
            /** Format: date-time */
            paidAt: string | null;
            /**
             * @description Paid now at the counter, in cash or by card, when staff took it
             * @enum {string|null}
             */
            paidWith: "cash" | "card" | null;
            /** @enum {string} */
            paymentMethod: "online" | "collection" | "driver";
            /** @description On the needs-attention list: the kitchen ticket could not be printed (Print again prints it) */
            printFailed?: boolean;
            /**
             * @description What can still be refunded: 0 for an unpaid order
             * @example 2240
             */
            refundablePence: number;
            /**
             * @description Pence given back or being given back (failed refunds do not count)
             * @example 0
             */
            refundedPence: number;
            /** @description Money given back, oldest first (failed attempts included) */
            refunds: components["schemas"]["OrderRefundDto"][];
            /**
             * @description Restaurant-local slot, HH:MM
             * @example 12:15
             */
            slotTime: string;
            specialInstructions: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "preparing" | "ready" | "completed" | "abandoned";
            /** @example 1790 */
            subtotalPence: number;
            /** @description A phone or walk-in order a member of staff took (the audit log says who) */
            takenByStaff: boolean;
            /** @example 0 */
            taxPence: number;
            /** @example 2240 */
            totalPence: number;
        };
        AdminUserDto: {
            email: string;
            /** @description null shows as 'N/A' */
            fullName: string | null;
            /** Format: uuid */
            id: string;
            /** @description role === 'administrator' */
            isAdmin: boolean;
            /** Format: date-time */
            joinedAt: string;
            /** Format: date-time */
            lastLogin: string | null;
            orderCount: number;
            /** @description What the user may use */
            role: components["schemas"]["Role"];
        };
        AdminUserOrderDto: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @example 2031-01-14 */
            orderDate: string;
            orderNumber: string;
            status: string;
        };
        AdminUsersPageDto: {
            items: components["schemas"]["AdminUserDto"][];
            page: number;
            /** @description At least 1 */
            pageCount: number;
            /** @example 20 */
            pageSize: number;
            total: number;
        };
        AdvanceOrderDto: {
            /**
             * @description The status the kitchen screen showed when tapped: a different one answers 409 STALE_ORDER_STATUS
             * @enum {string}
             */
            from: "pending" | "confirmed" | "preparing" | "ready" | "completed" | "abandoned";
        };
        AffectedBookingDto: {
            bookingDate: string;
            email: string;
            id: string;
            name: string;
            partySize: number;
            slotTime: string;
            status: string;
        };
        AffectedOrderDto: {
            customerEmail: string;
            customerName: string;
            deliveryType: string;
            id: string;
            orderDate: string;
            orderNumber: string;
            slotTime: string;
            status: string;
        };
        AssignDriverDto: {
            /**
             * @description A driver not on the staff list, as typed (trimmed, 1 to 60 characters)
             * @example Jo Bloggs
             */
            name?: string;
            /**
             * Format: uuid
             * @description A staff or administrator account (GET /api/admin/orders/drivers)
             */
            userId?: string;
        };
        /** @enum {string} */
        AuditArea: "category" | "menu_item" | "menu_option" | "menu_choice_groups" | "kitchen_station" | "settings" | "user" | "opening_time" | "time_slot" | "day_off" | "booking" | "order" | "busy_mode" | "tips";
        AuditEntryDto: {
            /** @example update */
            action: string;
            actorEmail: string;
            /** Format: uuid */
            actorId: string | null;
            /** @description The row after the change; null for a deletion */
            after: Record<string, never> | null;
            /** @example menu_item */
            area: string;
            /** @description The row before the change; null for a creation */
            before: Record<string, never> | null;
            /** Format: date-time */
            createdAt: string;
            entityId: string;
            /** Format: uuid */
            id: string;
        };
        AuditPageDto: {
            /** @description Newest first */
            entries: components["schemas"]["AuditEntryDto"][];
            limit: number;
            offset: number;
            /** @description How many entries match the filter */
            total: number;
        };
        AvailabilityDto: {
            /** @description A closed weekday or a day off: no times, and the 'Closed' toast */
            closed: boolean;
            /** @example 2031-01-18 */
            date: string;
            /** @description Every half hour of the open sessions still ahead, ascending */
            times: components["schemas"]["TableTimeDto"][];
        };
        BookingDto: {
            createdAt: string;
            /** @example 2031-01-18 */
            date: string;
            /** Format: uuid */
            id: string;
            name: string;
            partySize: number;
            specialRequests: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "declined" | "cancelled" | "lapsed";
            /** @example 19:00 */
            time: string;
        };
        BookingNotDeclinedDto: {
            /** @example INVALID_STATUS_CHANGE */
            code: string;
            /** Format: uuid */
            id: string;
            message: string;
        };
        BusyModeDto: {
            collection: components["schemas"]["PauseStateDto"] | null;
            delivery: components["schemas"]["PauseStateDto"] | null;
            prepTime: components["schemas"]["PrepTimeStateDto"] | null;
        };
        CancelBookingDto: {
            /** @description The token of the cancel link in a booking e-mail */
            token: string;
        };
        CancelPaymentDto: {
            /** @description The order_id of the /payment-cancel URL */
            orderId?: string;
            /** @description A Stripe Checkout Session id */
            sessionId?: string;
        };
        CartLineChoiceDto: {
            /** @example Choose your sauce */
            groupName: string;
            /**
             * @description A half-and-half's half; null for the whole item
             * @enum {number|null}
             */
            half: 1 | 2 | null;
            /** Format: uuid */
            id: string;
            /** @example Garlic mayo */
            name: string;
            /** @description Pence it adds to the unit price (included in unitPricePence; a half-and-half charges its halves by its rule) */
            pricePence: number;
        };
        CartLineDto: {
            /** @description The item's, the option's and the choices' allergen codes; empty: 'Ask us about allergens' */
            allergens: string[];
            /** @description False when the item, option or a choice was removed or made unavailable */
            available: boolean;
            /** @description Issue 28: the choices picked, in the menu's order */
            choices: components["schemas"]["CartLineChoiceDto"][];
            /** Format: uuid */
            id: string;
            /** @example Margherita Pizza */
            itemName: string;
            /** @description Pence */
            lineTotalPence: number;
            /** Format: uuid */
            menuItemId: string;
            /** Format: uuid */
            optionId: string | null;
            /** @example 12" */
            optionName: string | null;
            quantity: number;
            /**
             * @description Size badge (the option name)
             * @example 12"
             */
            size: string | null;
            specialInstructions: string;
            /** @example This item is currently unavailable. */
            unavailableReason: string | null;
            /** @description Pence: the option's and the choices' prices now, never a stored or client-sent price */
            unitPricePence: number;
        };
        CartResponseDto: {
            /** @description Units in the cart */
            count: number;
            /** @description Some line cannot be checked out */
            hasUnavailable: boolean;
            /** @description In the order they were added */
            lines: components["schemas"]["CartLineDto"][];
            /** @description Pence, available lines only */
            totalPence: number;
        };
        ChangeBookingStatusDto: {
            /** @enum {string} */
            status: "confirmed" | "declined" | "cancelled";
        };
        ChangeOrderStatusDto: {
            /** @enum {string} */
            status: "pending" | "confirmed" | "preparing" | "ready" | "completed";
        };
        ChangePasswordDto: {
            currentPassword: string;
            /** @description At least 12 characters and not common (accounts/domain/password.policy.ts). */
            newPassword: string;
        };
        ChangeUserRoleDto: {
            /** @description The new role; ends every session of the user */
            role: components["schemas"]["Role"];
        };
        ChoiceGroupInputDto: {
            /** @description In the order the customer sees them */
            choices: components["schemas"]["ChoiceInputDto"][];
            /**
             * @description One half of a half-and-half pizza; left out or null for the whole item
             * @enum {number|null}
             */
            half?: 1 | 2 | null;
            /**
             * Format: uuid
             * @description Kept from the loaded menu; left out for a new group
             */
            id?: string | null;
            maxChoices: number;
            /** @description 0: optional */
            minChoices: number;
            /** @example Choose your sauce */
            name: string;
        };
        ChoiceInputDto: {
            /** @description Any of the 14 UK allergens; empty means no data */
            allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /**
             * Format: uuid
             * @description Kept from the loaded menu; left out for a new choice
             */
            id?: string | null;
            /**
             * Format: uuid
             * @description A meal deal's choice: the menu item it is (its allergens and sold-out state follow)
             */
            menuItemId?: string | null;
            /**
             * Format: uuid
             * @description One size of that item; left out: any size
             */
            menuItemOptionId?: string | null;
            /** @example Garlic mayo */
            name: string;
            /**
             * @description Pence
             * @example 1149
             */
            pricePence: number;
            /**
             * Format: uuid
             * @description Issue 28: the kitchen station that cooks it; null: none
             */
            stationId?: string | null;
            /** @description Units of the station one of it takes */
            stationUnits?: number;
        };
        ChoiceKitchenUseDto: {
            /** Format: uuid */
            choiceId: string;
            /** Format: uuid */
            stationId: string | null;
            stationUnits: number;
        };
        CollectionBoardDto: {
            /** @description Today's collection orders being made, by slot */
            preparing: string[];
            /** @description Today's collection orders ready at the counter, by slot */
            ready: string[];
        };
        CorrectOrderDto: {
            add: components["schemas"]["PhoneOrderLineDto"][];
            /** @description For a delivery: needed when the type changes to delivery, else only to change the address */
            address?: components["schemas"]["DeliveryAddressDto"];
            /** @enum {string} */
            deliveryType: "delivery" | "collection";
            keep: components["schemas"]["KeptOrderLineDto"][];
            /** @description Staff were told the new slot is full (SLOT_FULL) and move the order anyway */
            overrideFullSlot?: boolean;
            /**
             * @description The order's slot (HH:MM): another of today's slots moves it
             * @example 18:15
             */
            slotTime: string;
        };
        CountAndPenceDto: {
            orders: number;
            /** @description Pence */
            pence: number;
        };
        CreateBookingDto: {
            /**
             * @description Restaurant-local date, today or later
             * @example 2031-01-18
             */
            date: string;
            /** @example sam@example.com */
            email: string;
            /** @example Sam Taylor */
            name: string;
            /** @example 4 */
            partySize: number;
            /** @example 07700 900123 */
            phone?: string;
            specialRequests?: string;
            /**
             * @description 'HH:MM', one of the date's available times
             * @example 19:00
             */
            time: string;
        };
        CreateCategoryDto: {
            /** @example Fried Chicken */
            displayName: string;
            /** @default true */
            isActive: boolean;
            /**
             * @description Internal name; stored lowercase with underscores
             * @example fried_chicken
             */
            name: string;
        };
        CreateDaysOffDto: {
            allDay: boolean;
            /** @description Defaults to the start date */
            endDate?: string | null;
            /** @example 21:00 */
            endTime?: string | null;
            /** @description E-mail every customer with an order or booking inside the time off */
            notifyCustomers?: boolean;
            reason?: string;
            /** @example 2031-01-14 */
            startDate: string;
            /** @example 17:00 */
            startTime?: string | null;
            /** @enum {string} */
            type: "ad-hoc" | "national-holiday" | "vacation" | "illness" | "maintenance";
        };
        CreatedDaysOffDto: {
            daysOff: components["schemas"]["DayOffDto"][];
            /** @description E-mails queued to customers */
            notified: number;
        };
        CreateKitchenStationDto: {
            /** @example Pizza oven */
            name: string;
            /** @example 6 */
            unitsPerSlot: number;
        };
        CreateMenuItemDto: {
            /** @description Any of the 14 UK allergens; empty means no data */
            allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /** @default true */
            availableForTakeaway: boolean;
            /**
             * Format: uuid
             * @description An existing category
             */
            categoryId: string;
            /** @default  */
            description: string;
            dietaryLabels?: ("vegetarian" | "vegan" | "halal")[];
            /** @default true */
            isAvailable: boolean;
            /** @example Chicken Burger */
            name: string;
        };
        CreateMenuOptionDto: {
            /** @description Any of the 14 UK allergens; empty means no data */
            allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /** @example Large */
            name: string;
            /**
             * @description Pence
             * @example 1149
             */
            pricePence: number;
            /** @description Units of the item's station one of this size takes; null: the item's */
            stationUnits?: number | null;
        };
        CreateOrderDto: {
            /** @description Delivery only */
            address?: components["schemas"]["DeliveryAddressDto"];
            customer?: components["schemas"]["CustomerDetailsDto"];
            /** @enum {string} */
            deliveryType: "delivery" | "collection";
            /**
             * @description Issue 28: the restaurant-local day the order is for, YYYY-MM-DD; left out: today
             * @example 2031-03-23
             */
            orderDate?: string;
            /**
             * @description 'collection' (pay on collection) for collection orders only
             * @enum {string}
             */
            paymentMethod?: "online" | "collection";
            /**
             * @description The slot on orderDate (today when left out), HH:MM restaurant-local
             * @example 12:15
             */
            slotTime?: string;
            /** @example No onions please */
            specialInstructions?: string;
            /**
             * @description Driver tip in pence, delivery only
             * @default 0
             * @enum {number}
             */
            tipPence: 0 | 100 | 200 | 300 | 500;
        };
        CreatePhoneOrderDto: {
            /** @description Delivery only */
            address?: components["schemas"]["DeliveryAddressDto"];
            customer: components["schemas"]["PhoneOrderCustomerDto"];
            /** @enum {string} */
            deliveryType: "delivery" | "collection";
            lines: components["schemas"]["PhoneOrderLineDto"][];
            /** @description Staff were warned the slot is full (SLOT_FULL, overridable) and take the order anyway */
            overrideFullSlot?: boolean;
            /**
             * @description collection: pay on collection; driver: pay the driver; cash or card: paid now at the counter (marked paid)
             * @enum {string}
             */
            payment: "collection" | "driver" | "cash" | "card";
            /**
             * @description Today's slot, HH:MM restaurant-local
             * @example 18:15
             */
            slotTime: string;
            /** @example Ring the bell */
            specialInstructions?: string;
        };
        CreateRefundDto: {
            /**
             * @description An amount in pence, instead of lines
             * @example 450
             */
            amountPence?: number;
            /** @description Chosen lines (their units at the price paid); with neither lines nor amountPence, everything left is refunded */
            lines?: components["schemas"]["RefundLineDto"][];
            /** @example Burger was cold */
            reason: string;
        };
        CustomerDetailsDto: {
            /** @example sam@example.com */
            email?: string;
            /** @example Sam Taylor */
            name?: string;
            /** @example 07700 900123 */
            phone?: string;
        };
        DayBookingsDto: {
            /** @description Every booking of the day by time, whatever its status */
            bookings: components["schemas"]["AdminBookingDto"][];
            /** @example 2031-01-18 */
            date: string;
        };
        DayOffDto: {
            allDay: boolean;
            date: string;
            endDate: string;
            endTime: string | null;
            /** Format: uuid */
            id: string;
            reason: string;
            startDate: string;
            startTime: string | null;
            /** @enum {string} */
            type: "ad-hoc" | "national-holiday" | "vacation" | "illness" | "maintenance";
        };
        DayOrderCountDto: {
            /**
             * @description Its orders that are neither completed nor abandoned
             * @example 3
             */
            count: number;
            /**
             * @description Restaurant-local date
             * @example 2031-01-15
             */
            date: string;
        };
        DayOrdersDto: {
            /** @description Neither completed nor abandoned, by slot, then as placed */
            active: components["schemas"]["AdminOrderDto"][];
            /** @description Completed, by slot, then as placed */
            completed: components["schemas"]["AdminOrderDto"][];
            /** @example 2031-01-14 */
            date: string;
            /** @description The following days, up to 14 ahead, that have open orders, in date order ("Tomorrow: 3 orders"); days with none are left out */
            later: components["schemas"]["DayOrderCountDto"][];
        };
        DayRangeDto: {
            /** @example 2026-11-23 */
            from: string;
            /** @example 2026-11-29 */
            to: string;
        };
        DaysOffPreviewDto: {
            bookings: components["schemas"]["AffectedBookingDto"][];
            dates: string[];
            orders: components["schemas"]["AffectedOrderDto"][];
        };
        DaysOffRequestDto: {
            allDay: boolean;
            /** @description Defaults to the start date */
            endDate?: string | null;
            /** @example 21:00 */
            endTime?: string | null;
            reason?: string;
            /** @example 2031-01-14 */
            startDate: string;
            /** @example 17:00 */
            startTime?: string | null;
            /** @enum {string} */
            type: "ad-hoc" | "national-holiday" | "vacation" | "illness" | "maintenance";
        };
        DeclineBookingsDto: {
            /** @description The bookings to decline */
            ids: string[];
        };
        DeclineBookingsResultDto: {
            /** @description Declined now (each customer e-mailed) */
            declined: components["schemas"]["AdminBookingDto"][];
            /** @description Left as they were, and why (already answered, not found) */
            notDeclined: components["schemas"]["BookingNotDeclinedDto"][];
        };
        DeletedUserDto: {
            email: string;
            /** Format: uuid */
            id: string;
        };
        DeliveryAddressDto: {
            /** @example Blue door, ring twice */
            additionalInfo?: string;
            /** @example 12 Bolton Road, Walkden */
            line?: string;
            /** @example M28 3BX */
            postcode?: string;
        };
        DriverOptionDto: {
            /**
             * @description Full name, else e-mail
             * @example Ann Driver
             */
            name: string;
            /** Format: uuid */
            userId: string;
        };
        EmailLinkTokenDto: {
            /** @description The `#token=` of the e-mailed link (or the `token` query parameter of an older one). */
            token: string;
        };
        ErrorDetailDto: {
            /**
             * @description Stable machine-readable code
             * @example NOT_FOUND
             */
            code: string;
            /** @description Code-specific facts (validation messages, the field, the toast title, ...) */
            details?: Record<string, never>;
            /**
             * @description A sentence for people
             * @example This menu item does not exist.
             */
            message: string;
            /** @description The request's X-Request-Id, for the logs */
            requestId?: string;
        };
        ErrorResponseDto: {
            error: components["schemas"]["ErrorDetailDto"];
        };
        ForgotPasswordDto: {
            /** @example sam@example.com */
            email: string;
        };
        GalleryItemDto: {
            description: string;
            /** Format: uuid */
            id: string;
            image: components["schemas"]["ResponsiveImageDto"] | null;
            imageUrl: string | null;
            name: string;
        };
        GalleryResponseDto: {
            /** @description Available items in menu order */
            items: components["schemas"]["GalleryItemDto"][];
        };
        GeoDto: {
            /** @example 53.5233 */
            latitude: number;
            /** @example -2.3997 */
            longitude: number;
        };
        GridSlotDto: {
            isActive: boolean;
            /** @example 09:15 */
            time: string;
        };
        GuestCartLineDto: {
            choiceIds?: string[];
            menuItemId: string;
            optionId?: string | null;
            quantity: number;
            specialInstructions?: string | null;
        };
        ImageSourceDto: {
            srcset: string;
            /** @example image/avif */
            type: string;
        };
        KeptOrderLineDto: {
            /**
             * Format: uuid
             * @description One of the order's lines
             */
            orderItemId: string;
            /** @description Its new quantity, at the price it was sold at */
            quantity: number;
        };
        KitchenLoadDto: {
            /** @example 2031-01-14 */
            date: string;
            /** @description The slot under way and the next three */
            slots: components["schemas"]["SlotLoadDto"][];
            stations: components["schemas"]["KitchenLoadStationDto"][];
        };
        KitchenLoadStationDto: {
            /** Format: uuid */
            id: string;
            /** @example Pizza oven */
            name: string;
            /** @example 6 */
            unitsPerSlot: number;
        };
        KitchenStationDto: {
            /** Format: uuid */
            id: string;
            /** @example Pizza oven */
            name: string;
            /**
             * @description Units of work the station can cook in one 15-minute slot
             * @example 6
             */
            unitsPerSlot: number;
        };
        LiveResponseDto: {
            /** @enum {string} */
            status: "ok";
        };
        LogVisitDto: {
            /** @example /menu?utm_source=facebook */
            path: string;
            /** @example https://www.google.com/ */
            referrer?: string | null;
        };
        MagicLinkDto: {
            /** @example sam@example.com */
            email: string;
        };
        MenuCategoryDto: {
            /** @example Fried Chicken */
            displayName: string;
            displayOrder: number;
            id: string;
            items: components["schemas"]["MenuItemDto"][];
            /** @example fried_chicken */
            name: string;
        };
        MenuChoiceDto: {
            /** @description Allergens this choice adds to the item's (a meal deal's choice: its own, its item's and its size's) */
            allergens: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description A meal deal's choice: the menu item it is
             */
            menuItemId: string | null;
            /**
             * Format: uuid
             * @description A meal deal's choice: the size of that item; null: any size
             */
            menuItemOptionId: string | null;
            /** @example Garlic mayo */
            name: string;
            /** @description Those entered on the choice itself (what the Menu tab edits) */
            ownAllergens: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /**
             * @description Pence added to the unit price; 0 for a free choice
             * @example 50
             */
            pricePence: number;
            /** @description A meal deal's choice whose item or size is sold out or withdrawn: shown, cannot be picked */
            soldOut: boolean;
        };
        MenuChoiceGroupDto: {
            /** @description In display order */
            choices: components["schemas"]["MenuChoiceDto"][];
            /**
             * @description One half of a half-and-half pizza; null for the whole item
             * @enum {number|null}
             */
            half: 1 | 2 | null;
            /** Format: uuid */
            id: string;
            /** @example 1 */
            maxChoices: number;
            /**
             * @description 0: optional; 1 or more: required
             * @example 1
             */
            minChoices: number;
            /** @example Choose your sauce */
            name: string;
        };
        MenuItemDto: {
            /** @description In legal order; empty means no data: show 'Ask us about allergens' */
            allergens: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            availableForTakeaway: boolean;
            /** @description Issue 28: sauces, extras, in display order; empty for most items */
            choiceGroups: components["schemas"]["MenuChoiceGroupDto"][];
            description: string;
            dietaryLabels: ("vegetarian" | "vegan" | "halal")[];
            /** @description A missing order is 999 */
            displayOrder: number;
            /**
             * @description A half-and-half's price for its halves: the dearer half's choices, or their average
             * @enum {string}
             */
            halfPriceRule: "dearer" | "average";
            /** Format: uuid */
            id: string;
            image: components["schemas"]["ResponsiveImageDto"] | null;
            /** @description Absolute path of the stored image (/api/images/menu/<file>), an external URL, or null */
            imageUrl: string | null;
            /** @description False: listed with a disabled "Unavailable" button */
            isAvailable: boolean;
            /** @description Pence; null when the item has no option ("Price not set") */
            lowestPricePence: number | null;
            /** @example Margherita Pizza */
            name: string;
            /** @description In display order */
            options: components["schemas"]["MenuOptionDto"][];
            /** @description Sold out today: shown as 'Sold out', cannot be added */
            soldOut: boolean;
            /** @description ISO instant it comes back by itself; null when not sold out */
            soldOutUntil: string | null;
        };
        MenuOptionDto: {
            /** @description Allergens this choice adds to the item's */
            allergens: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /** @description A missing order is 999 */
            displayOrder: number;
            /** Format: uuid */
            id: string;
            /** @example 12" */
            name: string;
            /**
             * @description Pence
             * @example 1099
             */
            pricePence: number;
            /** @description Sold out today: shown as 'Sold out', cannot be added */
            soldOut: boolean;
            /** @description ISO instant it comes back by itself; null when not sold out */
            soldOutUntil: string | null;
        };
        MenuResponseDto: {
            /** @description In display order (missing = 999) */
            categories: components["schemas"]["MenuCategoryDto"][];
        };
        MergeCartDto: {
            lines: components["schemas"]["GuestCartLineDto"][];
        };
        MergeCartResponseDto: {
            cart: components["schemas"]["CartResponseDto"];
            /** @description Guest lines that joined the account cart */
            merged: number;
            skipped: components["schemas"]["SkippedGuestLineDto"][];
        };
        MessageResponseDto: {
            message: string;
        };
        NextStepDto: {
            /**
             * @description thank-you: go to /thank-you (pay later); redirect: send the browser to url (Stripe's hosted page)
             * @enum {string}
             */
            kind: "thank-you" | "redirect";
            /** @description For redirect only */
            url?: string;
        };
        OpeningDayDto: {
            /** @description 0 Sunday .. 6 Saturday */
            dayOfWeek: number;
            isOpen: boolean;
            sessions: components["schemas"]["SessionDto"][];
        };
        OpeningHoursDto: {
            /** @example Closed Mondays */
            closed: string | null;
            /** @description Each session with the days it runs */
            summary: components["schemas"]["SessionSummaryDto"][];
            /** @description Monday first */
            week: components["schemas"]["WeekdayHoursDto"][];
        };
        OpeningPeriodDto: {
            /**
             * @description Exclusive
             * @example 14:00
             */
            closes: string;
            /**
             * @description 'HH:MM', 24-hour, Europe/London
             * @example 09:00
             */
            opens: string;
        };
        OpeningTimesDto: {
            days: components["schemas"]["OpeningDayDto"][];
            /** @description 09:00 to 23:45 in 15-minute steps */
            slots: components["schemas"]["GridSlotDto"][];
        };
        OrderAgainLineDto: {
            /**
             * @description Today's name of the item
             * @example Smash Burger
             */
            itemName: string;
            /**
             * @description Units added (fewer than ordered once the cart line reached its limit)
             * @example 2
             */
            quantity: number;
            /**
             * @description Today's name of the option
             * @example Double
             */
            size: string;
        };
        OrderAgainResponseDto: {
            added: components["schemas"]["OrderAgainLineDto"][];
            /** @description The whole cart, as the cart endpoints answer it */
            cart: components["schemas"]["CartResponseDto"];
            unavailable: components["schemas"]["OrderAgainUnavailableLineDto"][];
        };
        OrderAgainUnavailableLineDto: {
            /**
             * @description The name as ordered
             * @example Fries
             */
            itemName: string;
            /**
             * @description For the customer: why it was not added
             * @example Sold out today
             */
            reason: string;
            /**
             * @description The option as ordered
             * @example Regular
             */
            size: string | null;
        };
        OrderCustomerDto: {
            email: string;
            name: string;
            phone: string;
        };
        OrderDayDto: {
            /**
             * @description Why the day offers no slot at all, when it is known
             * @enum {string|null}
             */
            closedReason: "closed_day" | "day_off" | "service_off" | "cut_off" | "out_of_range" | null;
            /**
             * @description Restaurant-local date
             * @example 2031-03-23
             */
            date: string;
            /** @description Whether the day offers any slot now, before capacity (false when closed, or today when its slots have passed) */
            open: boolean;
        };
        OrderDaysResponseDto: {
            /** @description Today and the days ahead a customer may order for (issue 28), in order */
            days: components["schemas"]["OrderDayDto"][];
        };
        OrderDriverDto: {
            /**
             * @description The name shown: the staff member's full name (else e-mail) when assigned, or as typed
             * @example Ann Driver
             */
            name: string;
            /**
             * Format: uuid
             * @description The staff account, or null for a driver typed by name
             */
            userId: string | null;
        };
        OrderHistoryPageDto: {
            orders: components["schemas"]["AdminOrderDto"][];
            /** @example 1 */
            page: number;
            /** @example 25 */
            pageSize: number;
            /**
             * @description How many orders match the search
             * @example 412
             */
            total: number;
        };
        OrderItemChoiceDto: {
            /** @example Choose your sauce */
            group: string;
            /**
             * @description A half-and-half's half (its halves are priced by the item's rule); null for the whole item
             * @enum {number|null}
             */
            half: 1 | 2 | null;
            /** @example Garlic mayo */
            name: string;
            /**
             * @description Pence it added to the unit price, as sold
             * @example 50
             */
            pricePence: number;
        };
        OrderItemResponseDto: {
            /** @description Allergen codes as ordered (a copy, never today's menu); null for orders placed before allergens were recorded */
            allergens: string[] | null;
            /** @description Issue 28: sauces, extras, as sold, in the menu's order; their prices are in unitPricePence */
            choices: components["schemas"]["OrderItemChoiceDto"][];
            id: string;
            /** @description Null once the menu item was deleted */
            menuItemId: string | null;
            /** @example Smash Burger */
            name: string;
            /** @example 2 */
            quantity: number;
            /**
             * @description The chosen option
             * @example Double
             */
            size: string | null;
            /** @example  */
            specialInstructions: string;
            /** @example 1790 */
            totalPricePence: number;
            /** @example 895 */
            unitPricePence: number;
        };
        OrderLinkDto: {
            /** @description The token of the order link (the part after '#') */
            token: string;
        };
        OrderRefundDto: {
            /** @example 450 */
            amountPence: number;
            /** Format: date-time */
            createdAt: string;
            /** @description Why Stripe refused, for a failed refund */
            error: string | null;
            id: string;
            lines: components["schemas"]["RefundLineDto"][];
            /**
             * @description 'stripe' for an order paid online, 'cash' for money handed back at the counter
             * @enum {string}
             */
            method: "stripe" | "cash";
            /** @example Burger was cold */
            reason: string;
            /**
             * @description A Stripe refund is 'pending' while Stripe is asked; 'failed' gave nothing back
             * @enum {string}
             */
            status: "pending" | "succeeded" | "failed";
            /** @description Stripe's refund id */
            stripeRefundId: string | null;
        };
        OrderResponseDto: {
            /** Format: date-time */
            createdAt: string;
            customer: components["schemas"]["OrderCustomerDto"];
            /** @example 12 Bolton Road, M28 3BX, Blue door */
            deliveryAddress: string | null;
            /** @example 250 */
            deliveryFeePence: number;
            /** @enum {string} */
            deliveryType: "delivery" | "collection";
            /** @example 200 */
            driverTipPence: number;
            id: string;
            isPaid: boolean;
            items: components["schemas"]["OrderItemResponseDto"][];
            /**
             * @description Restaurant-local date
             * @example 2031-01-14
             */
            orderDate: string;
            /** @example WK-7Q3K9D */
            orderNumber: string;
            /** Format: date-time */
            paidAt: string | null;
            /** @enum {string} */
            paymentMethod: "online" | "collection" | "driver";
            /**
             * @description Restaurant-local slot, HH:MM
             * @example 12:15
             */
            slotTime: string;
            specialInstructions: string;
            /** @enum {string} */
            status: "pending" | "confirmed" | "preparing" | "ready" | "completed" | "abandoned";
            /** @example 1790 */
            subtotalPence: number;
            /** @example 0 */
            taxPence: number;
            /** @example 2240 */
            totalPence: number;
        };
        PageDataDto: {
            /** @description As GET /api/cart answers, for /checkout when the visitor is signed in */
            cart?: components["schemas"]["CartResponseDto"];
            /** @description Whether the visitor accepted the cookie notice (their cookie_consent cookie): the HTML then leaves the notice out, otherwise it carries it */
            cookiesAccepted?: boolean;
            /** @description As GET /api/admin/orders/day answers for the restaurant's today, on Today's Orders and the kitchen screen when the visitor may use them */
            dayOrders?: components["schemas"]["DayOrdersDto"];
            /** @description As GET /api/gallery answers, for /gallery */
            gallery?: components["schemas"]["GalleryResponseDto"];
            /** @description As GET /api/menu?view= answers, for /menu and /takeaway */
            menu?: components["schemas"]["PageMenuDto"];
            /**
             * @description The instant of the render by the api's clock, on the staff pages (/admin...): the first render's clock in the server and in the browser, so that the browser's hydration shows the same minutes and day
             * @example 2031-01-14T18:30:00.000Z
             */
            now?: string;
            /** @description As GET /api/restaurant answers */
            restaurant?: components["schemas"]["RestaurantResponseDto"];
            /** @description As GET /api/reviews answers: always for /reviews, on other pages when the cache holds it (for the rating badge) */
            reviews?: components["schemas"]["ReviewsResponseDto"];
            /** @description As GET /api/auth/session answers for the visitor's cookie */
            session?: components["schemas"]["SessionResponseDto"];
            /** @description As GET /api/settings answers */
            settings?: components["schemas"]["PublicSettingsDto"];
        };
        PageMenuDto: {
            data: components["schemas"]["MenuResponseDto"];
            /** @enum {string} */
            view: "menu" | "takeaway";
        };
        PageVisitsDto: {
            /**
             * @description The path without its utm_* query
             * @example /menu
             */
            path: string;
            visits: number;
        };
        PasskeyAuthenticationDto: {
            /** @description What startAuthentication returned */
            response: {
                [key: string]: unknown;
            };
        };
        PasskeyCreationOptionsDto: {
            /** @description PublicKeyCredentialCreationOptionsJSON */
            options: {
                [key: string]: unknown;
            };
        };
        PasskeyRegistrationDto: {
            /** @description What startRegistration returned */
            response: {
                [key: string]: unknown;
            };
        };
        PasskeyRequestOptionsDto: {
            /** @description PublicKeyCredentialRequestOptionsJSON */
            options: {
                [key: string]: unknown;
            };
        };
        PasskeySignInDto: {
            /** @description From POST /api/auth/passkey/options */
            challengeId: string;
            /** @description What startAuthentication returned */
            response: {
                [key: string]: unknown;
            };
        };
        PasskeySignInOptionsDto: {
            challengeId: string;
            /** @description PublicKeyCredentialRequestOptionsJSON */
            options: {
                [key: string]: unknown;
            };
        };
        PauseOrdersDto: {
            /**
             * @description null or absent = until reopened
             * @enum {number|null}
             */
            minutes?: 15 | 30 | 60 | null;
            /** @enum {string} */
            types: "collection" | "delivery" | "both";
        };
        PauseStateDto: {
            /** @description ISO instant the pause ends; null = until reopened */
            until: string | null;
        };
        PaymentReturnResponseDto: {
            /** @description Null when not_found */
            order: components["schemas"]["OrderResponseDto"] | null;
            /**
             * @description paid: Stripe confirmed the payment; pending: not paid (yet); abandoned: the order was cancelled; not_found: no such session for this user
             * @enum {string}
             */
            status: "paid" | "pending" | "abandoned" | "not_found";
            /**
             * @description The restaurant's date now (Europe/London): an order for another day is said to be for that day, not today
             * @example 2031-01-14
             */
            today: string;
        };
        PhoneOrderCustomerDto: {
            /**
             * @description Optional: without it the customer gets no e-mails
             * @example pat@example.com
             */
            email?: string;
            /** @example Pat Jones */
            name: string;
            /** @example 07700 900456 */
            phone: string;
        };
        PhoneOrderLineDto: {
            /** @description Issue 28: the choices picked in the item's choice groups */
            choiceIds?: string[];
            /** Format: uuid */
            menuItemId: string;
            /**
             * Format: uuid
             * @description The item's option; may be left out when the item has only one
             */
            optionId?: string | null;
            quantity: number;
            /** @example No pickles */
            specialInstructions?: string;
        };
        PlaceOrderResponseDto: {
            next: components["schemas"]["NextStepDto"];
            order: components["schemas"]["OrderResponseDto"];
        };
        PlacePhotoDto: {
            height: number;
            /** @description Through the proxy: /api/reviews/photos/<photo reference> */
            url: string;
            width: number;
        };
        PostcodeCheckDto: {
            /** @example M28 3BX */
            postcode: string;
        };
        PostcodeCheckResponseDto: {
            /**
             * @description Great-circle miles from the restaurant; null when unknown
             * @example 0.05
             */
            distanceMiles: number | null;
            /** @enum {string} */
            message: "Delivery available" | "Delivery not available to this postcode";
            /**
             * @description Normalised: spaces removed, upper-cased
             * @example M283BX
             */
            postcode: string;
            valid: boolean;
        };
        PrepTimeStateDto: {
            /** @description Minutes added to the slot buffer */
            minutes: number;
            /** @description ISO instant the extra time ends; null = until ended */
            until: string | null;
        };
        PublicSettingsDto: {
            /**
             * @description Guests seated per table booking time (the sum of party sizes)
             * @example 20
             */
            bookingCoversCapacity: number;
            /**
             * @description Whether collection orders are accepted
             * @example true
             */
            collections: boolean;
            /**
             * @description Table bookings accepted per time
             * @example 1
             */
            defaultCapacity: number;
            /**
             * @description Whether delivery orders are accepted
             * @example true
             */
            deliveries: boolean;
            /**
             * @description Delivery fee in pence
             * @example 250
             */
            deliveryFee: number;
            /**
             * @description Delivery radius in miles
             * @example 2
             */
            maxDistance: number;
            /**
             * @description Minimum delivery order subtotal in pence
             * @example 1500
             */
            minimumOrderValue: number;
            /**
             * @description Days ahead a customer may order for collection; 0: today only (issue 28)
             * @example 6
             */
            orderAheadDaysCollection: number;
            /**
             * @description Days ahead a customer may order for delivery; 0: today only
             * @example 6
             */
            orderAheadDaysDelivery: number;
            /**
             * @description Orders accepted per 15-minute slot
             * @example 3
             */
            ordersPerTimeSlot: number;
            /**
             * @description Orders for today are taken until this time, 'HH:MM'; empty: until the last slot
             * @example
             */
            sameDayCutoff: string;
            /**
             * @description Minutes from now before the first selectable slot
             * @example 10
             */
            timeSlotBuffer: number;
        };
        PushKeyDto: {
            /** @description The VAPID public key (base64url) to subscribe with; null: notifications are not offered */
            publicKey: string | null;
        };
        PushSubscriptionDto: {
            /** @description The push service's address for this browser */
            endpoint: string;
            /** @description As the browser gives it (not used: the subscription goes with its order) */
            expirationTime?: number | null;
            keys: components["schemas"]["PushSubscriptionKeysDto"];
        };
        PushSubscriptionKeysDto: {
            /** @description The browser's authentication secret, base64url */
            auth: string;
            /** @description The browser's P-256 public key, base64url */
            p256dh: string;
        };
        ReadyChecksDto: {
            /** @enum {string} */
            database: "up";
            /** @enum {string} */
            redis: "up";
        };
        ReadyResponseDto: {
            checks: components["schemas"]["ReadyChecksDto"];
            /** @enum {string} */
            status: "ok";
        };
        RecordTipPayoutDto: {
            /**
             * @description The driver's key in the ledger (TipsDriverLineDto.driverKey)
             * @example name:jo bloggs
             */
            driverKey: string;
            /**
             * @description A London month, YYYY-MM
             * @example 2031-03
             */
            month: string;
        };
        RecoveryCodesDto: {
            /** @description Ten single-use codes, shown this once (null when the person already had codes) */
            recoveryCodes: string[] | null;
        };
        RefundLineDto: {
            /** @description An id from the order's items */
            orderItemId: string;
            /**
             * @description How many of its units to give back
             * @example 1
             */
            quantity: number;
        };
        ReopenOrdersDto: {
            /** @enum {string} */
            types: "collection" | "delivery" | "both";
        };
        ReorderCategoriesDto: {
            /** @description Every category, each once, in the new order */
            categoryIds: string[];
        };
        ReorderItemsDto: {
            /**
             * Format: uuid
             * @description The category whose items these are (null: uncategorised)
             */
            categoryId: string | null;
            /** @description Every item of the category, each once, in the new order */
            itemIds: string[];
        };
        ReorderOptionsDto: {
            /** @description Every option of the item, each once, in the new order */
            optionIds: string[];
        };
        ReportDayDto: {
            /** @example 2026-11-23 */
            date: string;
            grossPence: number;
            netPence: number;
            orders: number;
            refundsPence: number;
        };
        ReportDto: {
            /** @description Every day of the range, in order (zeros included) */
            byDay: components["schemas"]["ReportDayDto"][];
            figures: components["schemas"]["ReportFiguresDto"];
            /** @description Orders taken by when they were placed: 7 rows (Monday first) of 24 hours, London time */
            placedByHour: number[][];
            previousFigures: components["schemas"]["ReportFiguresDto"];
            /** @description The period the figures are compared with */
            previousRange: components["schemas"]["DayRangeDto"];
            range: components["schemas"]["ReportRangeDto"];
            /** @description The same by their slots (when they were collected or delivered) */
            slotsByHour: number[][];
            topChoicesByQuantity: components["schemas"]["ReportItemDto"][];
            topChoicesByTakings: components["schemas"]["ReportItemDto"][];
            topItemsByQuantity: components["schemas"]["ReportItemDto"][];
            topItemsByTakings: components["schemas"]["ReportItemDto"][];
        };
        ReportFiguresDto: {
            /** @description Gross divided by orders, rounded to the penny; 0 without orders */
            averageOrderPence: number;
            collection: components["schemas"]["CountAndPenceDto"];
            delivery: components["schemas"]["CountAndPenceDto"];
            /** @description What those orders were sold for (corrections' refunds added back: they are refunds) */
            grossPence: number;
            /** @description Gross less refunds */
            netPence: number;
            /** @description Customers whose first order taken is in the period */
            newCustomers: number;
            /** @description Abandoned orders: not in the takings, counted apart */
            notTaken: components["schemas"]["CountAndPenceDto"];
            /** @description Paid online (Stripe) */
            online: components["schemas"]["CountAndPenceDto"];
            /** @description Orders taken: not abandoned, and paid if paid online */
            orders: number;
            /** @description Staff's orders paid at the counter when taken */
            paidNow: components["schemas"]["CountAndPenceDto"];
            /** @description To pay on collection or to the driver */
            payLater: components["schemas"]["CountAndPenceDto"];
            /** @description Refunds that went through in the period, of orders that still exist */
            refundsPence: number;
            /** @description Customers in the period who had ordered before it */
            returningCustomers: number;
            /** @description Drivers' tips on the orders taken, pence (theirs in full) */
            tipsPence: number;
        };
        ReportItemDto: {
            /** @description The option chosen (a size); null in the items tables */
            choice: string | null;
            itemName: string;
            quantity: number;
            /** @description Pence, the lines as ordered */
            takingsPence: number;
        };
        /** @enum {string} */
        ReportPreset: "today" | "this-week" | "last-week" | "this-month" | "last-month" | "custom";
        ReportRangeDto: {
            /** @description Days in the range, both ends counted */
            days: number;
            /** @example 2026-11-23 */
            from: string;
            /** @description The preset asked for, or custom */
            preset: components["schemas"]["ReportPreset"];
            /** @example 2026-11-29 */
            to: string;
        };
        /** @enum {string} */
        ReportTable: "summary" | "by-day" | "placed-by-hour" | "slots-by-hour" | "top-items" | "top-choices";
        ResendConfirmationDto: {
            /** @example sam@example.com */
            email: string;
        };
        ResetPasswordDto: {
            /** @description At least 12 characters and not common (accounts/domain/password.policy.ts). */
            password: string;
            /** @description The `#token=` of the e-mailed reset link. */
            token: string;
        };
        ResponsiveImageDto: {
            /** @description Intrinsic height in pixels */
            height: number;
            /** @description AVIF then WebP candidates, for <picture> */
            sources: components["schemas"]["ImageSourceDto"][];
            /**
             * @description JPEG fallback
             * @example /api/images/menu/a1b2.jpg?w=640&f=jpeg&v=Xy12
             */
            src: string;
            /** @description JPEG candidates with their widths */
            srcset: string;
            /** @description Intrinsic width in pixels */
            width: number;
        };
        RestaurantAddressResponseDto: {
            /**
             * @description Street first, town or city last
             * @example [
             *       "Bolton Road",
             *       "Walkden",
             *       "Manchester"
             *     ]
             */
            lines: string[];
            /** @example Bolton Road, Walkden, Manchester M28 3AX */
            oneLine: string;
            /** @example M28 3AX */
            postcode: string;
        };
        RestaurantPhoneDto: {
            /**
             * @description As people write it
             * @example 0161 496 0123
             */
            display: string;
            /**
             * @description E.164, for tel: links and structured data
             * @example +441614960123
             */
            international: string;
        };
        RestaurantResponseDto: {
            address: components["schemas"]["RestaurantAddressResponseDto"];
            /** @description One paragraph about the restaurant (footer, page descriptions) */
            blurb: string;
            /**
             * @description schema.org's servesCuisine
             * @example [
             *       "Fried chicken",
             *       "Pizza",
             *       "Burgers"
             *     ]
             */
            cuisines: string[];
            /** @example hello@walkdenfriedchicken.co.uk */
            email: string;
            /** @description RESTAURANT_LATITUDE / RESTAURANT_LONGITUDE, the centre of the delivery radius */
            geo: components["schemas"]["GeoDto"];
            hours: components["schemas"]["OpeningHoursDto"];
            /** @description The listing on a map service */
            mapsUrl: string;
            /** @example Walkden Fried Chicken & Pizza */
            name: string;
            phone: components["schemas"]["RestaurantPhoneDto"];
            /**
             * @description schema.org's priceRange
             * @example ££
             */
            priceRange: string;
            /** @example Available for Eat-In or Takeaway */
            serviceNote: string;
            /**
             * @description The logo's short form
             * @example Walkden
             */
            shortName: string;
            /**
             * @description The site's address (PUBLIC_URL): canonical URLs and structured data
             * @example https://order.walkden-kitchen.example
             */
            siteUrl: string;
            socials: components["schemas"]["SocialLinkDto"][];
            strapline: string;
            trader: components["schemas"]["TraderDetailsDto"];
        };
        ReviewDto: {
            /** @example Sarah Holt */
            authorName: string;
            /** @description The reviewer's picture through the proxy (/api/reviews/author-photos/<id>) */
            authorPhotoUrl: string | null;
            /** @description Whole stars */
            rating: number;
            /**
             * @description Google's relative time
             * @example a week ago
             */
            relativeTime: string;
            text: string;
        };
        ReviewsResponseDto: {
            /** @description The maps listing */
            mapsUrl: string | null;
            /** @description The photo strip */
            photos: components["schemas"]["PlacePhotoDto"][];
            /** @description Out of 5; null when there is nothing to show (no key set, or the service failed) */
            rating: number | null;
            reviews: components["schemas"]["ReviewDto"][];
            /** @description How many ratings the listing has */
            total: number;
        };
        /**
         * @description What the user may use: staff see Orders and Bookings, administrators everything
         * @enum {string}
         */
        Role: "customer" | "staff" | "administrator";
        SaveSettingsDto: {
            /**
             * @description Setting key to its text value: money in pence, distances in miles, durations in minutes, switches true or false. All or nothing.
             * @example {
             *       "deliveries": "true",
             *       "collections": "true",
             *       "max_distance": "2",
             *       "delivery_fee": "250",
             *       "time_slot_buffer": "10",
             *       "minimum_order_value": "1500",
             *       "orders_per_time_slot": "3"
             *     }
             */
            values: {
                [key: string]: string;
            };
        };
        ScheduleDayDto: {
            closed: boolean;
            closedReason: string | null;
            date: string;
            slots: components["schemas"]["ScheduleSlotDto"][];
        };
        ScheduleSlotDto: {
            bookings: number;
            capacity: number;
            /** @enum {string} */
            colour: "gray" | "red" | "yellow" | "green";
            /** @description Issue 28: the units the slot's orders take of each kitchen station that has any */
            kitchen: components["schemas"]["StationUnitsDto"][];
            left: number;
            orders: number;
            time: string;
        };
        ScheduleStationDto: {
            /** Format: uuid */
            id: string;
            /** @example Pizza oven */
            name: string;
            /** @example 6 */
            unitsPerSlot: number;
        };
        SecondFactorDto: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @description A passkey or an authenticator app */
            kind: components["schemas"]["SecondFactorKind"];
            label: string;
            /** Format: date-time */
            lastUsedAt: string | null;
        };
        /**
         * @description A passkey or an authenticator app
         * @enum {string}
         */
        SecondFactorKind: "passkey" | "totp";
        SessionDto: {
            /**
             * @description Exclusive: a slot starting at the end is not offered
             * @example 14:00
             */
            endTime: string;
            /** @example 09:00 */
            startTime: string;
        };
        SessionResponseDto: {
            /** @description Null when signed out */
            twoStep: components["schemas"]["SessionTwoStepDto"] | null;
            user: components["schemas"]["SessionUserDto"] | null;
        };
        SessionsEndedResponseDto: {
            /** @description How many sessions ended. */
            ended: number;
            message: string;
        };
        SessionSummaryDto: {
            /**
             * @description Exclusive
             * @example 14:00
             */
            closes: string;
            /**
             * @example [
             *       "Tuesday",
             *       "Wednesday"
             *     ]
             */
            dayNames: string[];
            /** @example Tuesday to Sunday */
            days: string;
            /** @example Breakfast & Lunch */
            name: string;
            /**
             * @description 'HH:MM', 24-hour, Europe/London
             * @example 09:00
             */
            opens: string;
            /** @example Tues-Sun 9-2 */
            short: string;
            /** @example 9:00-14:00 */
            times: string;
        };
        SessionTwoStepDto: {
            /**
             * Format: date-time
             * @description When this session last confirmed a second factor
             */
            confirmedAt: string | null;
            /** @description The person has a passkey */
            passkey: boolean;
            /** @description A staff session whose person has a factor and has not confirmed it here yet: send them to /auth/two-step */
            pending: boolean;
            /** @description Two-step sign-in is required for staff and this person has no factor: send them to enrol on /account */
            setupRequired: boolean;
            /** @description The person has an authenticator app */
            totp: boolean;
        };
        SessionUserDto: {
            email: string;
            emailConfirmed: boolean;
            fullName: string | null;
            id: string;
            /** @description role === 'administrator' */
            isAdmin: boolean;
            /** @description What the user may use: staff see Orders and Bookings, administrators everything */
            role: components["schemas"]["Role"];
        };
        SetActiveDto: {
            isActive: boolean;
        };
        SetChoiceGroupsDto: {
            groups: components["schemas"]["ChoiceGroupInputDto"][];
            /**
             * @description A half-and-half: charge the dearer half, or the average of the two; left out: unchanged
             * @enum {string}
             */
            halfPriceRule?: "dearer" | "average";
        };
        SetOpenDto: {
            isOpen: boolean;
        };
        SetOrderPaidDto: {
            isPaid: boolean;
        };
        SetSessionsDto: {
            sessions: components["schemas"]["SessionDto"][];
        };
        SetSoldOutDto: {
            /** @description true: sold out until the next day's opening; false: back on sale now */
            soldOut: boolean;
        };
        SettingViewDto: {
            description: string;
            isDefault: boolean;
            /** @enum {string} */
            key: "max_distance" | "delivery_fee" | "minimum_order_value" | "time_slot_buffer" | "orders_per_time_slot" | "default_capacity" | "booking_covers_capacity" | "deliveries" | "collections" | "require_two_step_for_staff" | "printer_address" | "printer_print_on" | "printer_copies" | "printer_paper_width" | "collection_board" | "weekly_summary_email" | "order_ahead_days_collection" | "order_ahead_days_delivery" | "same_day_cutoff";
            /** Format: date-time */
            updatedAt: string | null;
            /** @description Stored text; money in pence, distances in miles, durations in minutes. */
            value: string;
        };
        SignInDto: {
            /** @example sam@example.com */
            email: string;
            password: string;
        };
        SignUpDto: {
            /** @example sam@example.com */
            email: string;
            /** @example Sam Taylor */
            fullName?: string;
            /** @description At least 12 characters and not common (accounts/domain/password.policy.ts). */
            password: string;
        };
        SizeKitchenUseDto: {
            /** Format: uuid */
            optionId: string;
            /** @description null: the item's units */
            stationUnits: number | null;
        };
        SkippedGuestLineDto: {
            /** @description The item name, when the item exists */
            itemName: string | null;
            menuItemId: string;
            optionId: string | null;
            /** @enum {string} */
            reason: "MENU_ITEM_NOT_FOUND" | "INVALID_QUANTITY" | "ITEM_UNAVAILABLE" | "ITEM_NOT_PRICED" | "OPTION_REQUIRED" | "OPTION_NOT_OF_ITEM" | "SOLD_OUT" | "CHOICES_INVALID";
        };
        SlotDto: {
            /** @description False when full: the slot cannot be chosen */
            available: boolean;
            /**
             * @description Orders holding the slot (pending, confirmed, preparing, ready)
             * @example 1
             */
            booked: number;
            /**
             * @description orders_per_time_slot
             * @example 3
             */
            capacity: number;
            /**
             * @description Issue 28: the kitchen station with no room in the slot for the signed-in customer's cart ('Pizza oven'); null when every one has
             * @example null
             */
            fullStation: string | null;
            /**
             * @description Shown as 'N left'
             * @example 2
             */
            left: number;
            /**
             * @description Restaurant-local start, HH:MM (Europe/London)
             * @example 12:15
             */
            time: string;
        };
        SlotLoadDto: {
            /** @description Orders holding the slot */
            orders: number;
            /** @description Every station, in the kitchen's order */
            stations: components["schemas"]["SlotStationUnitsDto"][];
            /** @example 18:15 */
            time: string;
        };
        SlotsResponseDto: {
            /**
             * @description Why there are no slots at all that day: the weekday is closed (or has no session), a day off, the type asked for is switched off, today after the same-day cut-off, or a day outside the days ahead
             * @enum {string|null}
             */
            closedReason: "closed_day" | "day_off" | "service_off" | "cut_off" | "out_of_range" | null;
            /**
             * @description The restaurant-local date listed (today unless asked for another)
             * @example 2031-01-14
             */
            date: string;
            /** @description Active slots after now + buffer, ascending; empty when closed or none are left */
            slots: components["schemas"]["SlotDto"][];
        };
        SlotStationUnitsDto: {
            /** Format: uuid */
            stationId: string;
            units: number;
        };
        SocialLinkDto: {
            /** @example @walkdenfriedchicken */
            handle: string;
            /** @enum {string} */
            network: "Facebook" | "Instagram";
            /** @example https://www.instagram.com/walkdenfriedchicken */
            url: string;
        };
        SoldOutDto: {
            /** Format: uuid */
            id: string;
            soldOut: boolean;
            /** @description ISO instant it comes back by itself */
            soldOutUntil: string | null;
        };
        SourceConversionDto: {
            /** @description Of them, those who reached an order confirmation page (/thank-you, /payment-success) that day */
            convertedVisitors: number;
            /**
             * @description convertedVisitors / visitors, 0..1 to 3 decimals; 0 without visitors
             * @example 0.125
             */
            share: number;
            /** @description The source of the visitor's first arrival that day; 'Other sources' sums those past the top 10; 'Already on the site' is a visitor with no arrival that day */
            source: string;
            /** @description Visitors: an IP address on a London day */
            visitors: number;
        };
        SourceVisitsDto: {
            /**
             * @description utm_source (lower-cased), else the referrer's host without www., else 'Direct'
             * @example google.com
             */
            source: string;
            visits: number;
        };
        StationUnitsDto: {
            /** Format: uuid */
            stationId: string;
            units: number;
        };
        SubscribeToOrderDto: {
            /** @description PushSubscription.toJSON() of the browser */
            subscription: components["schemas"]["PushSubscriptionDto"];
            /** @description The order link's token, for a guest (signed-in customers' own orders need none) */
            token?: string;
        };
        TableTimeDto: {
            /** @description False when the time is full for this party: shown disabled */
            available: boolean;
            /** @example 19:00 */
            time: string;
        };
        TipPayoutDto: {
            /** @example 400 */
            amountPence: number;
            driverKey: string;
            driverName: string;
            /** Format: uuid */
            id: string;
            /** @example 2031-03 */
            month: string;
            /** Format: date-time */
            paidAt: string;
        };
        TipsDriverLineDto: {
            /**
             * @description The staff account's id, or 'name:' and a typed name lower-cased
             * @example name:jo bloggs
             */
            driverKey: string;
            /** @example Jo Bloggs */
            driverName: string;
            /**
             * @description Delivery orders with a tip
             * @example 12
             */
            orders: number;
            /**
             * @description Tips less payouts (below 0 when more was paid than is now owed)
             * @example 400
             */
            outstandingPence: number;
            /** @example 2000 */
            paidPence: number;
            /** @example 2400 */
            tipsPence: number;
            /** Format: uuid */
            userId: string | null;
        };
        TipsLedgerDto: {
            /**
             * @description The London month now
             * @example 2031-03
             */
            currentMonth: string;
            /** @description The months of the year up to this one, newest first */
            months: components["schemas"]["TipsMonthDto"][];
            /** @example 2031 */
            year: number;
            /**
             * @description The years still on record (tip records are kept 3 years), newest first
             * @example [
             *       2031,
             *       2030,
             *       2029,
             *       2028
             *     ]
             */
            years: number[];
        };
        TipsMonthDto: {
            /** @description By name */
            drivers: components["schemas"]["TipsDriverLineDto"][];
            /**
             * @description The last day of the following month, by which the tips must be paid
             * @example 2031-04-30
             */
            dueDate: string;
            /** @example 2031-03 */
            month: string;
            /** @description Past its due date with something still owed */
            overdue: boolean;
            /** @description Nothing is owed: every driver is paid and no tip is unassigned */
            paid: boolean;
            totals: components["schemas"]["TipsTotalsDto"];
            /** @description Tips on delivery orders without a driver: staff should assign them */
            unassigned: components["schemas"]["UnassignedTipsDto"];
        };
        TipsTotalsDto: {
            orders: number;
            /** @description What is still owed: drivers' outstanding amounts and the unassigned tips */
            outstandingPence: number;
            paidPence: number;
            tipsPence: number;
        };
        TotpEnrolmentDto: {
            /** @description The URI as a QR code (data: URL of a PNG) */
            qrCode: string;
            /** @description The secret as text, for typing into the app */
            secret: string;
            /** @description otpauth:// URI */
            uri: string;
        };
        TraderDetailsDto: {
            /**
             * @description Companies House number; null for a sole trader
             * @example 12345678
             */
            companyNumber: string | null;
            /** @example Walkden Kitchen Ltd */
            legalName: string;
            /** @example England and Wales */
            registeredIn: string | null;
            /** @example Bolton Road, Walkden, Manchester M28 3AX */
            registeredOffice: string;
            /**
             * @description null when not VAT registered
             * @example GB 123 4567 89
             */
            vatNumber: string | null;
        };
        TwoStepCodeDto: {
            /**
             * @description Six digits from the authenticator app, or a recovery code
             * @example 123456
             */
            code: string;
        };
        TwoStepOverviewDto: {
            factors: components["schemas"]["SecondFactorDto"][];
            /** @description Unused recovery codes */
            recoveryCodesLeft: number;
            /** @description Authenticator apps are offered to staff and administrators */
            totpAvailable: boolean;
        };
        UnassignedTipsDto: {
            /** @example 2 */
            orders: number;
            /** @example 300 */
            tipsPence: number;
        };
        UpdateCartItemDto: {
            /** @description 0 or less removes the line */
            quantity: number;
        };
        UpdateCategoryDto: {
            displayName?: string;
            isActive?: boolean;
            name?: string;
        };
        UpdateKitchenStationDto: {
            /** @example Pizza oven */
            name?: string;
            /** @example 6 */
            unitsPerSlot?: number;
        };
        UpdateMenuItemDto: {
            /** @description Any of the 14 UK allergens; empty means no data */
            allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            availableForTakeaway?: boolean;
            /**
             * Format: uuid
             * @description Moving an item puts it last in its new category
             */
            categoryId?: string;
            description?: string;
            dietaryLabels?: ("vegetarian" | "vegan" | "halal")[];
            isAvailable?: boolean;
            name?: string;
            /**
             * Format: uuid
             * @description Issue 28: the kitchen station that cooks it; null: none
             */
            stationId?: string | null;
            /** @description Units of the station one of it takes */
            stationUnits?: number;
        };
        UpdateMenuOptionDto: {
            /** @description Any of the 14 UK allergens; empty means no data */
            allergens?: ("celery" | "gluten" | "crustaceans" | "eggs" | "fish" | "lupin" | "milk" | "molluscs" | "mustard" | "peanuts" | "sesame" | "soya" | "sulphites" | "tree_nuts")[];
            /** @example Large */
            name?: string;
            /**
             * @description Pence
             * @example 1149
             */
            pricePence?: number;
            /** @description Units of the item's station one of this size takes; null: the item's */
            stationUnits?: number | null;
        };
        UserStatsDto: {
            /** @description Signed in during the last 30 days */
            activeLast30Days: number;
            admins: number;
            /** @description Orders placed by accounts per account, to 1 decimal */
            averageOrdersPerUser: number;
            /** @description Joined since the start of this month (Europe/London) */
            newThisMonth: number;
            staff: number;
            total: number;
        };
        VisitChartsDto: {
            /** @description All visitors of the range */
            conversion: components["schemas"]["VisitConversionDto"];
            /** @description Per source (top 10 by visitors), the share of visitors who ordered that day */
            conversionBySource: components["schemas"]["SourceConversionDto"][];
            /** @description Visits from another page of the site, or to an order confirmation: from no source */
            internalVisits: number;
            range: components["schemas"]["VisitChartsRangeDto"];
            /** @description The 10 most visited pages */
            topPages: components["schemas"]["PageVisitsDto"][];
            /** @description The 10 sources with most visits; moves between pages of the site are not from a source */
            topSources: components["schemas"]["SourceVisitsDto"][];
            totalVisits: number;
            /** @description Every day of the range, in order (zeros included) */
            visitsByDay: components["schemas"]["VisitDayDto"][];
        };
        VisitChartsRangeDto: {
            /** @description Days in the range, both ends counted */
            days: number;
            /** @example 2026-11-23 */
            from: string;
            /** @description The preset asked for, or custom */
            preset: components["schemas"]["ReportPreset"];
            /** @example 2026-11-29 */
            to: string;
        };
        VisitConversionDto: {
            /** @description Of them, those who reached an order confirmation page (/thank-you, /payment-success) that day */
            convertedVisitors: number;
            /**
             * @description convertedVisitors / visitors, 0..1 to 3 decimals; 0 without visitors
             * @example 0.125
             */
            share: number;
            /** @description Visitors: an IP address on a London day */
            visitors: number;
        };
        VisitDayDto: {
            /**
             * @description A London day
             * @example 2026-11-23
             */
            date: string;
            visits: number;
        };
        VisitDto: {
            id: string;
            ipAddress: string | null;
            path: string;
            referrer: string | null;
            /** @description The campaign source; null shows as 'Direct' */
            utmSource: string | null;
            /** Format: date-time */
            visitedAt: string;
        };
        VisitsPageDto: {
            items: components["schemas"]["VisitDto"][];
            page: number;
            /** @description At least 1 */
            pageCount: number;
            /** @example 10 */
            pageSize: number;
            total: number;
        };
        VisitStatsDto: {
            /** @description Total divided by the days since the oldest visit (at least 1), to 1 decimal */
            dailyAverage: number;
            last7Days: number;
            last24Hours: number;
            total: number;
            uniqueIps: number;
        };
        WebhookAckDto: {
            received: boolean;
        };
        WeekdayHoursDto: {
            /** @example Tuesday */
            day: string;
            /** @description 0 = Sunday .. 6 = Saturday */
            dayOfWeek: number;
            /** @description Empty: closed */
            periods: components["schemas"]["OpeningPeriodDto"][];
            /**
             * @description Or 'Closed'
             * @example 9:00-14:00, 17:00-21:00
             */
            times: string;
        };
        WeeklyScheduleDto: {
            days: components["schemas"]["ScheduleDayDto"][];
            /** @description Issue 28: the kitchen's stations, in its order */
            stations: components["schemas"]["ScheduleStationDto"][];
            /** @description The Monday */
            weekStart: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    AccountController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NO_PASSWORD_YET: the account signs in by magic link or Google only */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description WRONG_CURRENT_PASSWORD or WEAK_PASSWORD */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountController_listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountSessionsResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountController_endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEndedResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SESSION_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountController_endOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEndedResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_overview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoStepOverviewDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_removeFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SECOND_FACTOR_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_addPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_passkeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyCreationOptionsDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_newRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NO_SECOND_FACTOR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_beginTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolmentDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOTP_STAFF_ONLY; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOTP_ALREADY_ENROLLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountTwoStepController_confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodesDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOTP_ALREADY_ENROLLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOTP_ENROLMENT_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SECOND_FACTOR_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuditController_listAuditEntries: {
        parameters: {
            query?: {
                /** @description Only changes by people whose e-mail contains this text (any case) */
                actorEmail?: string;
                /** @description Only changes made by this person */
                actorId?: string;
                /** @description Only this area */
                area?: components["schemas"]["AuditArea"];
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBadgesController_countBadges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBadgesDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBookingsController_listBookingsOfDay: {
        parameters: {
            query?: {
                /** @description Restaurant-local date; today's in Europe/London when absent */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayBookingsDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBookingsController_changeBookingStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeBookingStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description BOOKING_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_STATUS_CHANGE: not allowed by the transition table */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBookingsController_declineBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeclineBookingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeclineBookingsResultDto"];
                };
            };
            /** @description No ids, more than 100, a repeated id or one that is not a booking id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBusyModeController_pauseOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PauseOrdersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyModeDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBusyModeController_addPrepTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddPrepTimeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyModeDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description PREP_TIME_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBusyModeController_endPrepTime: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyModeDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBusyModeController_reopenOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReopenOrdersDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyModeDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCategoriesController_listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description In display order, with item counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCategoriesController_createCategory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCategoryDto"];
            };
        };
        responses: {
            /** @description Placed after the current last category */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_NAME_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCategoriesController_deleteCategory: {
        parameters: {
            query?: {
                /** @description Move the items it holds to this category first; without it, a category holding items is not deleted */
                moveItemsTo?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_NOT_EMPTY or MENU_ITEM_NAME_TAKEN (moving the items) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_MOVE_TARGET_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCategoriesController_updateCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCategoryDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_NAME_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminCategoriesController_reorderCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderCategoriesDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCategoryDto"][];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ORDER_STALE: the list changed since it was loaded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    KitchenLoadController_nextHour: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenLoadDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_listMenu: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_createMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMenuItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_UNKNOWN */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_deleteMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_IN_A_MEAL: a meal deal offers it; the message names the meals */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_updateMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMenuItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CATEGORY_UNKNOWN */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_setChoiceGroups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetChoiceGroupsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_CHOICE_GROUPS_INVALID: the message says which group or choice and why */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_setMenuItemImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Too large (PAYLOAD_TOO_LARGE) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description IMAGE_MISSING or not an image */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_removeMenuItemImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_NOT_FOUND or MENU_ITEM_HAS_NO_IMAGE */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_addMenuOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateMenuOptionDto"];
            };
        };
        responses: {
            /** @description The item, with the new option last */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_OPTION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_reorderMenuOptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderOptionsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ORDER_STALE: the list changed since it was loaded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_setItemSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSoldOutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoldOutDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_reorderMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReorderItemsDto"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ORDER_STALE: the list changed since it was loaded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_deleteMenuOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item the option belonged to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_IN_A_MEAL: a meal deal offers this size; the message names the meals */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_updateMenuOption: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMenuOptionDto"];
            };
        };
        responses: {
            /** @description The item the option belongs to */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminMenuItemDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_OPTION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminMenuController_setOptionSoldOut: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSoldOutDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SoldOutDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_takePhoneOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePhoneOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SLOT_FULL (details.overridable: send again with overrideFullSlot), SLOT_UNAVAILABLE, ITEMS_UNAVAILABLE or DELIVERY_TYPE_UNAVAILABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A checkout check (TIME_SLOT_REQUIRED, DELIVERY_INFORMATION_REQUIRED, MINIMUM_ORDER_NOT_MET, MISSING_INFORMATION, INVALID_EMAIL), NO_ORDER_LINES or PAYMENT_METHOD_NOT_ALLOWED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_deleteOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order and its items are gone (a pending online order's Checkout Session expired first) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_PAID_ONLINE (refund it first) or ORDER_PAYMENT_COMPLETING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description PAYMENT_PROVIDER_UNAVAILABLE: Stripe could not expire the Checkout Session; nothing was deleted */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_correctOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CorrectOrderDto"];
            };
        };
        responses: {
            /** @description The order as it is now (a paid order made cheaper shows the refund of the difference; one made dearer, balanceDuePence) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_CORRECTABLE, SLOT_FULL (details.overridable: send again with overrideFullSlot), SLOT_UNAVAILABLE, ITEMS_UNAVAILABLE or DELIVERY_TYPE_UNAVAILABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NOTHING_CHANGED, NO_ORDER_LINES, ORDER_LINE_UNKNOWN, DELIVERY_INFORMATION_REQUIRED or MINIMUM_ORDER_NOT_MET */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_advanceOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdvanceOrderDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STALE_ORDER_STATUS (the order no longer has the status the screen showed), NO_NEXT_STATUS or INVALID_STATUS_CHANGE (e.g. completed while unpaid) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_collectBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NOTHING_TO_COLLECT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_dismissOrderAttention: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Taken off the needs-attention list */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND or NOTHING_TO_DISMISS */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_assignDriver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AssignDriverDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description DRIVER_NOT_FOR_COLLECTION or DRIVER_NOT_FOR_ABANDONED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description DRIVER_NOT_STAFF (the account is a customer or unknown) or DRIVER_INVALID (an empty or too long name, or both userId and name) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_setOrderPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOrderPaidDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description PAYMENT_STATUS_LOCKED: paid online, abandoned, or completed and being marked unpaid */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_printOrderAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued for the kitchen printer (the worker prints it, retrying while the printer is off) */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NO_PRINTER: no printer address is set in Settings */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_refundOrder: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
                /** @description One per refund attempt (a UUID): the same key again answers with the order and never refunds twice */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRefundDto"];
            };
        };
        responses: {
            /** @description The order with its refunds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_PAID or NOTHING_LEFT_TO_REFUND */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description REFUND_TOO_LARGE (details.refundablePence), REFUND_LINE_UNKNOWN, REFUND_LINE_TOO_MANY, REFUND_AMOUNT_OR_LINES or a missing reason */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description REFUND_FAILED: Stripe refused or could not be reached; the refund is recorded as failed and the order is on Needs attention */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_changeOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeOrderStatusDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_STATUS_CHANGE, e.g. 'You cannot mark this order as completed until it’s paid.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_undoOrderAdvance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NOTHING_TO_UNDO: no tap, too long ago, or the order was changed since */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_listOrdersNeedingAttention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_listOrdersOfDay: {
        parameters: {
            query?: {
                /** @description Restaurant-local date the orders are for; today's in Europe/London when absent */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayOrdersDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_listDrivers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriverOptionDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_searchOrderHistory: {
        parameters: {
            query?: {
                page?: number;
                pageSize?: number;
                /** @description A fragment of the order number, customer name or e-mail */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderHistoryPageDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminOrdersController_listPhoneOrderSlots: {
        parameters: {
            query: {
                /** @description Issue 28: the restaurant-local day, YYYY-MM-DD; left out: today */
                date?: string;
                /** @description Collection or delivery; capacity is shared by both. */
                type: "delivery" | "collection";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotsResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReportsController_getReport: {
        parameters: {
            query?: {
                /** @description First day of a custom range, YYYY-MM-DD */
                from?: string;
                range?: components["schemas"]["ReportPreset"];
                /** @description Last day of a custom range (counted), YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description REPORT_RANGE_INVALID: a custom range without both dates, backwards, or longer than 366 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReportsController_exportReport: {
        parameters: {
            query: {
                /** @description First day of a custom range, YYYY-MM-DD */
                from?: string;
                range?: components["schemas"]["ReportPreset"];
                /** @description Which table of the report */
                table: components["schemas"]["ReportTable"];
                /** @description Last day of a custom range (counted), YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description REPORT_RANGE_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminSettingsController_listSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingViewDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminSettingsController_saveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingViewDto"][];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SETTINGS_INVALID: details.fields lists { key, message } per refused field */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminStationsController_listStations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenStationDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminStationsController_createStation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateKitchenStationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenStationDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description KITCHEN_STATION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminStationsController_deleteStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminStationsController_updateStation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateKitchenStationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitchenStationDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description KITCHEN_STATION_NAME_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_listDaysOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DayOffDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_createDaysOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDaysOffDto"];
            };
        };
        responses: {
            /** @description One row per day */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedDaysOffDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TIME_OFF_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_deleteDayOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description DAY_OFF_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_previewDaysOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DaysOffRequestDto"];
            };
        };
        responses: {
            /** @description The orders and bookings already placed inside the time off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DaysOffPreviewDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TIME_OFF_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_getOpeningTimes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningTimesDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_setWeekdayOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dayOfWeek: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetOpenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningTimesDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description WEEKDAY_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_setWeekdaySessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                dayOfWeek: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetSessionsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningTimesDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description WEEKDAY_INVALID or SESSIONS_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_getWeeklySchedule: {
        parameters: {
            query?: {
                /** @description Any date of the week; today by default */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WeeklyScheduleDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description DATE_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTimeController_setTimeSlotActive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                time: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetActiveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpeningTimesDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SLOT_OFF_GRID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TipsController_getTipsLedger: {
        parameters: {
            query?: {
                /** @description The calendar year; this London year when absent */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TipsLedgerDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TipsController_exportTips: {
        parameters: {
            query: {
                /** @description A London month, YYYY-MM */
                month: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The month as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TIPS_MONTH_INVALID */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TipsController_recordTipPayout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecordTipPayoutDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TipPayoutDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NOTHING_OWED: the driver has nothing outstanding for the month (already paid) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TIPS_MONTH_INVALID: a month still to come */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_listUsers: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 20 a page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsersPageDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Orders stay, with the name and e-mail they were placed with */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedUserDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description LAST_ADMIN or OWN_ACCOUNT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_listOrdersOfUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserOrderDto"][];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_changeUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeUserRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description STEP_UP_REQUIRED: confirm a second factor (POST /api/auth/two-step/verify), then try again */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description LAST_ADMIN or OWN_ACCOUNT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStatsDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVisitsController_listVisits: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 10 a page, newest first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitsPageDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVisitsController_getVisitCharts: {
        parameters: {
            query?: {
                /** @description First day of a custom range, YYYY-MM-DD */
                from?: string;
                range?: components["schemas"]["ReportPreset"];
                /** @description Last day of a custom range (counted), YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitChartsDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description VISITS_RANGE_INVALID: a custom range without both dates, backwards, or longer than 366 days */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVisitsController_getVisitStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VisitStatsDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description FORBIDDEN: the role may not use this */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_confirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description LINK_USED or LINK_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendConfirmationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_magicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_verifyMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailLinkTokenDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description LINK_USED or LINK_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_passkeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeySignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED (the prompt was answered already or took too long) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_passkeySignInOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeySignInOptionsDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description LINK_INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description LINK_USED or LINK_EXPIRED */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description WEAK_PASSWORD */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_session: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_CREDENTIALS */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description EMAIL_NOT_CONFIRMED: the account has not confirmed its e-mail yet; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_signUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description EMAIL_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_EMAIL or WEAK_PASSWORD */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SIGN_IN_UNAVAILABLE (the attempt cannot be counted; try again in a minute) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoStepConfirmController_confirmWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TwoStepCodeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SECOND_FACTOR_INVALID (wrong, expired or already used) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoStepConfirmController_confirmWithPasskey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyAuthenticationDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionResponseDto"];
                };
            };
            /** @description PASSKEY_FAILED or PASSKEY_CHALLENGE_EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ATTEMPTS */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoStepConfirmController_passkeyOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRequestOptionsDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description NO_SECOND_FACTOR (no passkey) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CollectionBoardController_getCollectionBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CollectionBoardDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description COLLECTION_BOARD_OFF: the collection_board setting is off */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_requestBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBookingDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /** @description Missing or invalid fields ('Please fill in all required fields.'), BOOKING_DATE_IN_PAST or BOOKING_TOO_FAR_AHEAD */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SLOT_UNAVAILABLE: 'This time slot has already been booked.' */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description BOOKING_CLOSED (a closed weekday or day off) or BOOKING_TIME_NOT_OFFERED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_BOOKINGS: rate limit per IP and per e-mail */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_getAvailability: {
        parameters: {
            query: {
                /** @description Restaurant-local date */
                date: string;
                /** @description Times the party would not fit are disabled */
                partySize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityDto"];
                };
            };
            /** @description BOOKING_DATE_IN_PAST or BOOKING_TOO_FAR_AHEAD, or a malformed query */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_cancelBookingByToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_CANCEL_LINK: forged, malformed or for no booking */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description BOOKING_NOT_CANCELLABLE: already cancelled, or declined */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_getBookingByCancelToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_CANCEL_LINK: forged, malformed or for no booking */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_confirmRequestByToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_CONFIRM_LINK: forged, malformed or for no booking */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description BOOKING_LAPSED (not confirmed within two hours) or BOOKING_NOT_CONFIRMABLE (declined or cancelled) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_getBookingByConfirmToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelBookingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description INVALID_CONFIRM_LINK: forged, malformed or for no booking */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BookingsController_listMyBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookingDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BusyModeController_getBusyMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusyModeDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_emptyCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_addCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description MENU_ITEM_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ITEM_UNAVAILABLE or SOLD_OUT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ITEM_NOT_PRICED, OPTION_REQUIRED or OPTION_NOT_OF_ITEM */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_removeCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such line in your cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_updateCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartItemDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such line in your cart */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CartController_mergeGuestCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MergeCartDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MergeCartResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CheckoutController_listDays: {
        parameters: {
            query: {
                type: "delivery" | "collection";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderDaysResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CheckoutController_checkPostcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PostcodeCheckDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostcodeCheckResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_POSTCODE_CHECKS: rate limit per client address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CheckoutController_listSlots: {
        parameters: {
            query: {
                /** @description Issue 28: the restaurant-local day, YYYY-MM-DD; left out: today */
                date?: string;
                /** @description Collection or delivery; capacity is shared by both. */
                type: "delivery" | "collection";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotsResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MenuController_getGallery: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GalleryResponseDto"];
                };
            };
            /** @description The ETag still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ImagesController_getMenuImage: {
        parameters: {
            query?: {
                f?: "avif" | "webp" | "jpeg";
                /** @description The original's version from the menu API; when current, the answer is cached for a year */
                v?: string;
                /** @description Width in pixels (never upscaled) */
                w?: 160 | 320 | 480 | 640 | 960;
            };
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resized image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description No such image */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MenuController_getMenu: {
        parameters: {
            query?: {
                /** @description takeaway lists only items available for takeaway */
                view?: "menu" | "takeaway";
            };
            header?: {
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MenuResponseDto"];
                };
            };
            /** @description The ETag still matches */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrderLinkController_findByOrderLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderLinkDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND: no such order, or the token is not its link */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrdersController_listMyOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderResponseDto"][];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrdersController_placeOrder: {
        parameters: {
            query?: never;
            header: {
                "idempotency-key": string;
                /** @description One per checkout attempt (a UUID): the same key within a day answers as the first request did and never places a second order */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceOrderResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description EMAIL_NOT_CONFIRMED; or CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description SLOT_FULL, SLOT_UNAVAILABLE, DELIVERY_TYPE_UNAVAILABLE, CART_HAS_UNAVAILABLE_ITEMS, TOO_MANY_OPEN_ORDERS, ORDER_AWAITING_PAYMENT or ORDER_IN_PROGRESS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A checkout check failed (details.title is the toast title), empty cart, tip or e-mail invalid, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_ORDERS: placement rate limit per account or per IP */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrderPushController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeToOrderDto"];
            };
        };
        responses: {
            /** @description Kept until the order is ready (or completed) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND (not yours, or a wrong link token) or PUSH_UNAVAILABLE */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_CLOSED (completed or abandoned) or TOO_MANY_PUSH_SUBSCRIPTIONS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description PUSH_ENDPOINT_NOT_ALLOWED: the endpoint is not a push service we send to */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrdersController_orderAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderAgainResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description ORDER_NOT_FOUND: no order of yours has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentsController_cancelPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CancelPaymentDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentReturnResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentsController_confirmPaymentReturn: {
        parameters: {
            query: {
                /** @description The {CHECKOUT_SESSION_ID} Stripe put in the success URL */
                session_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentReturnResponseDto"];
                };
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PaymentsController_handleWebhook: {
        parameters: {
            query?: never;
            header: {
                "stripe-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAckDto"];
                };
            };
            /** @description INVALID_SIGNATURE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OrderPushController_key: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushKeyDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    RestaurantController_getRestaurant: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RestaurantResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReviewsController_getReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewsResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReviewsController_getAuthorPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not a reviewer of the listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_PHOTO_REQUESTS: rate limit per client address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Google did not answer with a picture */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ReviewsController_getPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not a photo of the listing */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_PHOTO_REQUESTS: rate limit per client address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Google did not answer with a picture */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SettingsController_getPublicSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicSettingsDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AnalyticsController_logVisit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LogVisitDto"];
            };
        };
        responses: {
            /** @description Logged */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request failed validation (BAD_REQUEST, details lists the problems) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description CSRF_REJECTED: the x-csrf-token header is missing or does not match the session's CSRF cookie */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description TOO_MANY_VISITS: rate limit per client address */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready: not shutting down, and PostgreSQL and Redis answered within 2 s */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadyResponseDto"];
                };
            };
            /** @description This read takes no query parameters (BAD_REQUEST, details names them) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A dependency does not answer (details.checks says which) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
