// Generated from the server's OpenAPI document by `npm run api:types`; do not edit.
// The public API's paths, relative to /api/v1/public (the web client's base path).

export interface paths {
    "/assistance-request-link/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            externalId: string | null;
                            id: number | null;
                            isValid: boolean;
                            /** @enum {string|null} */
                            language: "en" | "et" | "ru" | "lv" | "lt" | null;
                            /** @enum {string|null} */
                            msg: "LINK_EXPIRED" | "LINK_ALREADY_PROCESSED" | "LINK_INVALID" | "LINK_VALIDATION_FAILED" | null;
                            serviceDirectContact?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/additional-info": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description: string;
                        email?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/contact": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        phone: string;
                        /** @enum {string} */
                        phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/{id}/driver-photo/{driverId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    driverId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uuid: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: smsIdentifier (MVP1) and file (one image, at most 50 MB; at most 9 per request). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            path: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/files/{filePath}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The photo's bytes as stored (location and other metadata removed at upload). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    filePath: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg, image/png, image/webp or image/heic */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    filePath: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/geocode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The named place nearest to the point, for the pin's confirmation modal; { place: null } when none is near. */
        get: {
            parameters: {
                query: {
                    latitude: number;
                    longitude: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            place: {
                                country: string;
                                distanceMeters: number;
                                label: string | null;
                                latitude: number;
                                longitude: number;
                                name: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/incident": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/{id}/language": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "et" | "ru" | "lv" | "lt";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/{id}/location": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string | null;
                        latitude: number;
                        longitude: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/{id}/service-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            countryCode: "EE" | "LV" | "LT" | "RU";
                            externalId: string;
                            isMotionsCloudEnabled: boolean;
                            isTestService: boolean;
                            name: string;
                            operatorCompany?: {
                                address: string;
                                contact: string;
                                name: string;
                                registryCode: string;
                            } | null;
                            serviceDirectContact: string | null;
                            serviceLink: {
                                /** @enum {string} */
                                language: "en" | "et" | "ru" | "lv" | "lt";
                                name: string;
                            };
                            theme: {
                                color: string;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignment?: {
                                assignedTime: string;
                                driver: {
                                    company: string;
                                    companyId: string | null;
                                    fullName: string;
                                    id: number;
                                    isTransferred: boolean;
                                    notificationResponseRate: number | null;
                                    phoneNumber: string;
                                    photoUrl?: string | null;
                                };
                                driverLocation?: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                                eta: string;
                                /** @enum {string} */
                                progress?: "ASSIGNED" | "ON_THE_WAY" | "ARRIVED" | "TOWING" | "FIXED_ON_SITE";
                                truck?: {
                                    plate: string | null;
                                    vehicle: string | null;
                                };
                            };
                            /** @enum {string|null} */
                            stage: "INFORMING_OPERATORS" | "LOCATING" | "SEARCHING" | "DRIVERS_FOUND" | "SENDING_INFORMATION" | "DRIVERS_EVALUATING" | "WAITING_FOR_REPLY" | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                        };
                    };
                };
                /** @description Default Response */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/status/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/{id}/vehicle": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @example 123ABC */
                        licensePlate: string;
                        mark?: string | null;
                        model?: string | null;
                        vinCode?: string | null;
                        year?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            additionalDetails: {
                                description: string | null;
                                email: string | null;
                            };
                            address: string | null;
                            contact: {
                                email: string | null;
                                name: string | null;
                                phone: string | null;
                                /** @enum {string|null} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48" | null;
                            };
                            endTime: string | null;
                            errors: {
                                code: string;
                                path: string;
                            }[];
                            externalId: string;
                            files: {
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER" | null;
                            insuranceVerified: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            serviceExternalId: string;
                            startTime: string | null;
                            /** @enum {string} */
                            status: "DRAFT" | "PENDING" | "ACCEPTED" | "FINISHED" | "TIMED_OUT" | "CLIENT_CANCELLED";
                            submitTime: string | null;
                            vehicle: {
                                licensePlate: string | null;
                                mark: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/assistance-request/full-data-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        address?: string;
                        contact?: {
                            email?: string;
                            name: string;
                            phone: string;
                            /**
                             * @default +372
                             * @enum {string}
                             */
                            phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                        };
                        description?: string;
                        /** @enum {string} */
                        incident?: "UNKNOWN_TECHNICAL_ISSUE" | "EMPTY_BATTERY" | "FLAT_TIRES" | "TRAFFIC_ACCIDENT" | "STUCK_IN_SAND_SNOW_MUD" | "RUN_OUT_OF_FUEL" | "DOOR_LOCKED" | "OTHER";
                        /** @enum {string} */
                        language?: "en" | "et" | "ru" | "lv" | "lt";
                        latitude?: number;
                        /** @example 123ABC */
                        licensePlate?: string;
                        longitude?: number;
                        operatorContact?: string;
                        operatorName?: string;
                        phone?: string;
                        sendSms?: boolean;
                        serviceExternalId?: string;
                        serviceName?: string;
                        ttlSeconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            externalId: string;
                            id: number;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "et" | "ru" | "lv" | "lt";
                        phone?: string;
                        sendSms?: boolean;
                        serviceName: string;
                        ttlSeconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            externalId: string;
                            id: number;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistance-request/service-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "et" | "ru" | "lv" | "lt";
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assistanceRequestExternalId: string;
                            assistanceRequestId: number;
                            code: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-link/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assistanceId: number | null;
                            caseId: number | null;
                            claimId: number | null;
                            isValid: boolean;
                            /** @enum {string|null} */
                            language: "en" | "et" | "ru" | "lv" | "lt" | null;
                            /** @enum {string|null} */
                            msg: "LINK_EXPIRED" | "LINK_ALREADY_PROCESSED" | "LINK_INVALID" | "LINK_VALIDATION_FAILED" | null;
                            serviceDirectContact?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    assistanceId?: number;
                    claimId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            lang: "en" | "et" | "ru" | "lv" | "lt";
                            licensePlate: string | null;
                            nextStep: {
                                /** @enum {string} */
                                caseStepId: "CASE_REGISTERED" | "VEHICLE_DELIVERED" | "ESTIMATED_DIAGNOSTICS" | "PREPARING_REPAIR_ESTIMATE" | "CONFIRMING_REPAIR_ESTIMATE" | "SPARE_PARTS_ARRIVAL" | "REPAIRING_STARTS" | "ESTIMATED_END_OF_REPAIR" | "PICK_UP_VEHICLE";
                                completedTimeMs: number | null;
                                estimatedTimeMs: number | null;
                                /** @enum {string} */
                                estimationType: "NONE" | "DATE" | "TIMESTAMP";
                                id: number;
                                nameKey: string;
                                previousCaseProgressId: number | null;
                            } | null;
                            progress: {
                                /** @enum {string} */
                                caseStepId: "CASE_REGISTERED" | "VEHICLE_DELIVERED" | "ESTIMATED_DIAGNOSTICS" | "PREPARING_REPAIR_ESTIMATE" | "CONFIRMING_REPAIR_ESTIMATE" | "SPARE_PARTS_ARRIVAL" | "REPAIRING_STARTS" | "ESTIMATED_END_OF_REPAIR" | "PICK_UP_VEHICLE";
                                completedTimeMs: number | null;
                                estimatedTimeMs: number | null;
                                /** @enum {string} */
                                estimationType: "NONE" | "DATE" | "TIMESTAMP";
                                id: number;
                                nameKey: string;
                                previousCaseProgressId: number | null;
                            }[];
                            serviceExternalId: string;
                            serviceName: string;
                            totalSteps: number;
                            workshop: {
                                address: string;
                                description: string | null;
                                distanceMeters?: number | null;
                                id: number;
                                latitude: number;
                                longitude: number;
                                name: string;
                                phone: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claim-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "et" | "ru" | "lv" | "lt";
                        phone?: string;
                        sendSms?: boolean;
                        serviceName: string;
                        ttlSeconds?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            externalId: string;
                            id: number;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claim-link/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            externalId: string | null;
                            id: number | null;
                            isValid: boolean;
                            /** @enum {string|null} */
                            language: "en" | "et" | "ru" | "lv" | "lt" | null;
                            /** @enum {string|null} */
                            msg: "LINK_EXPIRED" | "LINK_ALREADY_PROCESSED" | "LINK_INVALID" | "LINK_VALIDATION_FAILED" | null;
                            serviceDirectContact?: string | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claim/service-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "et" | "ru" | "lv" | "lt";
                        name: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            claimExternalId: string;
                            claimId: number;
                            code: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accidentDetails: {
                                accidentDatetime: string | null;
                                address: string | null;
                                authoritiesNotified: boolean | null;
                                description: string | null;
                                location: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                                personalInjury: boolean | null;
                                /** @enum {string|null} */
                                whoCaused: "ME" | "OTHER" | "UNKNOWN" | null;
                            } | null;
                            communicationPreferences: ("EMAIL" | "SMS")[];
                            contactDefaults: {
                                phone: string | null;
                                /** @enum {string} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                            damageArea: {
                                coordinates: {
                                    friendlyName: string;
                                    x: number;
                                    y: number;
                                }[];
                                damageAreaTemplateId: number;
                                id: number;
                            } | null;
                            damageAreaTemplateId: number | null;
                            externalId: string;
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "WINDSHIELD_DAMAGE" | "TRAFFIC_ACCIDENT" | "HIT_WILD_ANIMAL" | "TECHNICAL_BREAKDOWN" | "THEFT" | "VANDALISM_OR_FIRE" | "OTHER" | null;
                            isMotionsCloudEnabled: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            notifierInfo: {
                                driver: {
                                    contact: {
                                        email: string | null;
                                        name: string | null;
                                        phone: string | null;
                                        phonePrefix: string | null;
                                    };
                                    personalCode: string | null;
                                } | null;
                                isContactDriver: boolean | null;
                                notifier: {
                                    contact: {
                                        email: string | null;
                                        name: string | null;
                                        phone: string | null;
                                        phonePrefix: string | null;
                                    };
                                    personalCode: string | null;
                                };
                            } | null;
                            otherParties: {
                                createdTime: string;
                                id: number;
                                object: {
                                    description: string;
                                    id: number;
                                } | null;
                                person: {
                                    email: string;
                                    fullName: string;
                                    id: number;
                                    personalCode: string;
                                    phone: string;
                                    phonePrefix: string;
                                } | null;
                                /** @enum {string} */
                                type: "vehicle" | "object";
                                vehicle: {
                                    id: number;
                                    licensePlate: string;
                                } | null;
                            }[];
                            otherPartiesInfo: boolean | null;
                            otherPartiesInvolved: boolean | null;
                            /** @enum {string} */
                            serviceCountryCode: "EE" | "LV" | "LT" | "RU";
                            serviceExternalId: string;
                            /** @enum {string|null} */
                            settlementType: "REPAIR" | "MONEY" | null;
                            /** @enum {string} */
                            status: "DRAFT" | "SUBMITTED";
                            submitted: boolean;
                            submittedAt: string | null;
                            uploadedPhotos: {
                                /** @enum {string} */
                                fileType: "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT";
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            uuid: string;
                            vehicleDetails: {
                                /** @enum {string|null} */
                                bodyType: "SEDAN" | "SEDAN_BIG" | null;
                                color: string | null;
                                /** @enum {string|null} */
                                driveType: "FRONT_WHEEL" | "REAR_WHEEL" | "FOUR_WHEEL" | "UNKNOWN" | null;
                                insuranceVerified: boolean;
                                licensePlate: string;
                                mark: string | null;
                                model: string | null;
                                transmissionType: string | null;
                                vinCode: string | null;
                                weightKg: number | null;
                                year: number | null;
                            } | null;
                            workshopId: number | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            externalId: string;
                            id: number;
                            /** @enum {string} */
                            status: "DRAFT" | "SUBMITTED";
                            submittedAt: string;
                            uuid: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/accident-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        accidentDatetime: string;
                        address: string;
                        authoritiesNotified: boolean | null;
                        description: string;
                        location: {
                            latitude: number;
                            longitude: number;
                        };
                        personalInjury: boolean | null;
                        /** @enum {string|null} */
                        whoCaused: "ME" | "OTHER" | "UNKNOWN" | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accidentDatetime: string | null;
                            address: string | null;
                            authoritiesNotified: boolean | null;
                            description: string | null;
                            location: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            personalInjury: boolean | null;
                            /** @enum {string|null} */
                            whoCaused: "ME" | "OTHER" | "UNKNOWN" | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/communication-preference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        communicationPreferences: ("EMAIL" | "SMS")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            communicationPreferences: ("EMAIL" | "SMS")[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/damage-location-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coordinates: {
                                friendlyName: string;
                                x: number;
                                y: number;
                            }[];
                            damageAreaTemplateId: number;
                            id: number;
                        } | null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Replaces the claim's selection. Cells are {x: row, y: column}, 0-based, inside the template's grid. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        coordinates: {
                            x: number;
                            y: number;
                        }[];
                        damageAreaTemplateId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            coordinates: {
                                friendlyName: string;
                                x: number;
                                y: number;
                            }[];
                            damageAreaTemplateId: number;
                            id: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/details": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workshopId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            workshop: {
                                address: string;
                                description: string | null;
                                distanceMeters?: number | null;
                                id: number;
                                latitude: number;
                                longitude: number;
                                name: string;
                                phone: string;
                            };
                            workshopId: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/claims/{id}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description multipart/form-data: file (one image, at most 50 MB) and fileType (DAMAGE_PHOTO: at most 9 per claim; DAMAGE_AREA_SCREENSHOT: replaces the previous one and does not count toward the 9). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            fileType: "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT";
                            id: number;
                            path: string;
                            url: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                415: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                422: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The file's bytes as stored (location and other metadata removed at upload). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/jpeg, image/png, image/webp or image/heic */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    fileId: number;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/incident": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        claimIncidentType: "WINDSHIELD_DAMAGE" | "TRAFFIC_ACCIDENT" | "HIT_WILD_ANIMAL" | "TECHNICAL_BREAKDOWN" | "THEFT" | "VANDALISM_OR_FIRE" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accidentDetails: {
                                accidentDatetime: string | null;
                                address: string | null;
                                authoritiesNotified: boolean | null;
                                description: string | null;
                                location: {
                                    latitude: number;
                                    longitude: number;
                                } | null;
                                personalInjury: boolean | null;
                                /** @enum {string|null} */
                                whoCaused: "ME" | "OTHER" | "UNKNOWN" | null;
                            } | null;
                            communicationPreferences: ("EMAIL" | "SMS")[];
                            contactDefaults: {
                                phone: string | null;
                                /** @enum {string} */
                                phonePrefix: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                            damageArea: {
                                coordinates: {
                                    friendlyName: string;
                                    x: number;
                                    y: number;
                                }[];
                                damageAreaTemplateId: number;
                                id: number;
                            } | null;
                            damageAreaTemplateId: number | null;
                            externalId: string;
                            id: number;
                            /** @enum {string|null} */
                            incidentType: "WINDSHIELD_DAMAGE" | "TRAFFIC_ACCIDENT" | "HIT_WILD_ANIMAL" | "TECHNICAL_BREAKDOWN" | "THEFT" | "VANDALISM_OR_FIRE" | "OTHER" | null;
                            isMotionsCloudEnabled: boolean;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                            notifierInfo: {
                                driver: {
                                    contact: {
                                        email: string | null;
                                        name: string | null;
                                        phone: string | null;
                                        phonePrefix: string | null;
                                    };
                                    personalCode: string | null;
                                } | null;
                                isContactDriver: boolean | null;
                                notifier: {
                                    contact: {
                                        email: string | null;
                                        name: string | null;
                                        phone: string | null;
                                        phonePrefix: string | null;
                                    };
                                    personalCode: string | null;
                                };
                            } | null;
                            otherParties: {
                                createdTime: string;
                                id: number;
                                object: {
                                    description: string;
                                    id: number;
                                } | null;
                                person: {
                                    email: string;
                                    fullName: string;
                                    id: number;
                                    personalCode: string;
                                    phone: string;
                                    phonePrefix: string;
                                } | null;
                                /** @enum {string} */
                                type: "vehicle" | "object";
                                vehicle: {
                                    id: number;
                                    licensePlate: string;
                                } | null;
                            }[];
                            otherPartiesInfo: boolean | null;
                            otherPartiesInvolved: boolean | null;
                            /** @enum {string} */
                            serviceCountryCode: "EE" | "LV" | "LT" | "RU";
                            serviceExternalId: string;
                            /** @enum {string|null} */
                            settlementType: "REPAIR" | "MONEY" | null;
                            /** @enum {string} */
                            status: "DRAFT" | "SUBMITTED";
                            submitted: boolean;
                            submittedAt: string | null;
                            uploadedPhotos: {
                                /** @enum {string} */
                                fileType: "DAMAGE_PHOTO" | "DAMAGE_AREA_SCREENSHOT";
                                id: number;
                                path: string;
                                url: string;
                            }[];
                            uuid: string;
                            vehicleDetails: {
                                /** @enum {string|null} */
                                bodyType: "SEDAN" | "SEDAN_BIG" | null;
                                color: string | null;
                                /** @enum {string|null} */
                                driveType: "FRONT_WHEEL" | "REAR_WHEEL" | "FOUR_WHEEL" | "UNKNOWN" | null;
                                insuranceVerified: boolean;
                                licensePlate: string;
                                mark: string | null;
                                model: string | null;
                                transmissionType: string | null;
                                vinCode: string | null;
                                weightKg: number | null;
                                year: number | null;
                            } | null;
                            workshopId: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/language": {
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
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "et" | "ru" | "lv" | "lt";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {string} */
                            language: "en" | "et" | "ru" | "lv" | "lt";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/claims/{id}/notifier-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        driver: {
                            contact: {
                                email: string;
                                name: string;
                                phone: string;
                                /**
                                 * @default +372
                                 * @enum {string}
                                 */
                                phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                            personalCode: string;
                        } | null;
                        isContactDriver: boolean | null;
                        notifier: {
                            contact: {
                                email: string;
                                name: string;
                                phone: string;
                                /**
                                 * @default +372
                                 * @enum {string}
                                 */
                                phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                            personalCode: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            driver: {
                                contact: {
                                    email: string | null;
                                    name: string | null;
                                    phone: string | null;
                                    phonePrefix: string | null;
                                };
                                personalCode: string | null;
                            } | null;
                            isContactDriver: boolean | null;
                            notifier: {
                                contact: {
                                    email: string | null;
                                    name: string | null;
                                    phone: string | null;
                                    phonePrefix: string | null;
                                };
                                personalCode: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/other-parties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdTime: string;
                            id: number;
                            object: {
                                description: string;
                                id: number;
                            } | null;
                            person: {
                                email: string;
                                fullName: string;
                                id: number;
                                personalCode: string;
                                phone: string;
                                phonePrefix: string;
                            } | null;
                            /** @enum {string} */
                            type: "vehicle" | "object";
                            vehicle: {
                                id: number;
                                licensePlate: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        objectParty?: {
                            description: string;
                        };
                        partyId: number;
                        person?: {
                            /** @default  */
                            email?: string;
                            /** @default  */
                            fullName?: string;
                            /** @default  */
                            personalCode?: string;
                            /** @default  */
                            phone?: string;
                            /**
                             * @default +372
                             * @enum {string}
                             */
                            phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                        };
                        vehicleParty?: {
                            /** @example 123ABC */
                            licensePlate: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdTime: string;
                            id: number;
                            object: {
                                description: string;
                                id: number;
                            } | null;
                            person: {
                                email: string;
                                fullName: string;
                                id: number;
                                personalCode: string;
                                phone: string;
                                phonePrefix: string;
                            } | null;
                            /** @enum {string} */
                            type: "vehicle" | "object";
                            vehicle: {
                                id: number;
                                licensePlate: string;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        /** @description Creates the listed parties; answers the created parties with their ids (vehicle parties first, each list in the order sent). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default [] */
                        objectParties?: {
                            object: {
                                description: string;
                            };
                            person?: {
                                /** @default  */
                                email?: string;
                                /** @default  */
                                fullName?: string;
                                /** @default  */
                                personalCode?: string;
                                /** @default  */
                                phone?: string;
                                /**
                                 * @default +372
                                 * @enum {string}
                                 */
                                phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                        }[];
                        /** @default [] */
                        vehicleParties?: {
                            person?: {
                                /** @default  */
                                email?: string;
                                /** @default  */
                                fullName?: string;
                                /** @default  */
                                personalCode?: string;
                                /** @default  */
                                phone?: string;
                                /**
                                 * @default +372
                                 * @enum {string}
                                 */
                                phonePrefix?: "+372" | "+371" | "+370" | "+358" | "+46" | "+47" | "+48";
                            };
                            vehicle: {
                                /** @example 123ABC */
                                licensePlate: string;
                            };
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            createdTime: string;
                            id: number;
                            object: {
                                description: string;
                                id: number;
                            } | null;
                            person: {
                                email: string;
                                fullName: string;
                                id: number;
                                personalCode: string;
                                phone: string;
                                phonePrefix: string;
                            } | null;
                            /** @enum {string} */
                            type: "vehicle" | "object";
                            vehicle: {
                                id: number;
                                licensePlate: string;
                            } | null;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query: {
                    partyId: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description deleted */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": null;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/other-parties-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        otherPartiesInfo: boolean | null;
                        otherPartiesInvolved: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            otherPartiesInfo: boolean | null;
                            otherPartiesInvolved: boolean | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/register-damage-assessment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            redirectionUrl: string;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/service-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            countryCode: "EE" | "LV" | "LT" | "RU";
                            externalId: string;
                            isMotionsCloudEnabled: boolean;
                            isTestService: boolean;
                            name: string;
                            operatorCompany?: {
                                address: string;
                                contact: string;
                                name: string;
                                registryCode: string;
                            } | null;
                            serviceDirectContact: string | null;
                            serviceLink: {
                                /** @enum {string} */
                                language: "en" | "et" | "ru" | "lv" | "lt";
                                name: string;
                            };
                            theme: {
                                color: string;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/settlement-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        claimSettlementType: "REPAIR" | "MONEY";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            claimSettlementType: "REPAIR" | "MONEY";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/vehicle-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    /** @example 123ABC */
                    licensePlate: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            insurance: {
                                verified: boolean;
                            };
                            vehicle: {
                                /** @enum {string|null} */
                                bodyType: "SEDAN" | "SEDAN_BIG" | null;
                                color: string | null;
                                /** @enum {string|null} */
                                driveType: "FRONT_WHEEL" | "REAR_WHEEL" | "FOUR_WHEEL" | "UNKNOWN" | null;
                                /** @enum {string|null} */
                                error: "VEHICLE_NOT_FOUND" | "REGISTRY_UNAVAILABLE" | null;
                                licensePlate: string;
                                manufacturer: string | null;
                                model: string | null;
                                transmissionType: string | null;
                                vinCode: string | null;
                                weightKg: number | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string|null} */
                        bodyType?: "SEDAN" | "SEDAN_BIG" | null;
                        color?: string | null;
                        /** @enum {string|null} */
                        driveType?: "FRONT_WHEEL" | "REAR_WHEEL" | "FOUR_WHEEL" | "UNKNOWN" | null;
                        /** @example 123ABC */
                        licensePlate: string;
                        mark?: string | null;
                        model?: string | null;
                        transmissionType?: string | null;
                        vinCode?: string | null;
                        weightKg?: number | null;
                        year?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string|null} */
                            bodyType: "SEDAN" | "SEDAN_BIG" | null;
                            color: string | null;
                            /** @enum {string|null} */
                            driveType: "FRONT_WHEEL" | "REAR_WHEEL" | "FOUR_WHEEL" | "UNKNOWN" | null;
                            insuranceVerified: boolean;
                            licensePlate: string;
                            mark: string | null;
                            model: string | null;
                            transmissionType: string | null;
                            vinCode: string | null;
                            weightKg: number | null;
                            year: number | null;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/claims/{id}/workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    incidentType: "WINDSHIELD_DAMAGE" | "TRAFFIC_ACCIDENT" | "HIT_WILD_ANIMAL" | "TECHNICAL_BREAKDOWN" | "THEFT" | "VANDALISM_OR_FIRE" | "OTHER";
                    latitude?: number;
                    longitude?: number;
                    vehicleMark: string;
                    vehicleYear?: number;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            description: string | null;
                            distanceMeters?: number | null;
                            id: number;
                            latitude: number;
                            longitude: number;
                            name: string;
                            phone: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/damage-location-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            columns: number;
                            id: number;
                            imageUrl: string;
                            rows: number;
                            /** @enum {string} */
                            vehicleBodyType: "SEDAN" | "SEDAN_BIG";
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/damage-location-template/images/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description image/svg+xml or image/png */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/driver-link/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    code: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isValid: boolean;
                            /** @enum {string|null} */
                            language?: "en" | "et" | "ru" | "lv" | "lt" | null;
                            /** @enum {string} */
                            reason?: "USED" | "INVALID";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    claimUuid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            uuid: string;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/{uuid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    caseType: "ASSISTANCE_REQUEST" | "CLAIM" | "CASES";
                };
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: string | null;
                        stars: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            state: "VALID" | "EXPIRED" | "ALREADY_GIVEN" | "NOT_FOUND";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                410: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback/{uuid}/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query: {
                    caseType: "ASSISTANCE_REQUEST" | "CLAIM" | "CASES";
                };
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            state: "VALID" | "EXPIRED" | "ALREADY_GIVEN" | "NOT_FOUND";
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedbacks/{uuid}/service-theme": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    caseType: "ASSISTANCE_REQUEST" | "CLAIM" | "CASES";
                };
                header?: never;
                path: {
                    uuid: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            countryCode: "EE" | "LV" | "LT" | "RU";
                            externalId: string;
                            isMotionsCloudEnabled: boolean;
                            isTestService: boolean;
                            name: string;
                            operatorCompany?: {
                                address: string;
                                contact: string;
                                name: string;
                                registryCode: string;
                            } | null;
                            serviceDirectContact: string | null;
                            serviceLink: {
                                /** @enum {string} */
                                language: "en" | "et" | "ru" | "lv" | "lt";
                                name: string;
                            };
                            theme: {
                                color: string;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Place suggestions for the map's search box
         * @description Places whose name contains `query` (case- and diacritic-insensitive: 'parnu' finds 'Pärnu'), nearest to the map centre (`latitude`, `longitude`) first, at most `limit` (1-20, default 8). Needs a customer link session (assistance or claim), else 401. 503 GEOCODER_UNAVAILABLE when an external geocoder fails.
         */
        get: {
            parameters: {
                query: {
                    latitude: number;
                    limit?: number;
                    longitude: number;
                    query: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            places: {
                                country: string;
                                distanceMeters: number;
                                label: string | null;
                                latitude: number;
                                longitude: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/service-notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    claimUuid: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            isEnabled: boolean;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{externalId}/workshops": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    incidentType: "WINDSHIELD_DAMAGE" | "TRAFFIC_ACCIDENT" | "HIT_WILD_ANIMAL" | "TECHNICAL_BREAKDOWN" | "THEFT" | "VANDALISM_OR_FIRE" | "OTHER";
                    latitude?: number;
                    longitude?: number;
                    vehicleMark: string;
                    vehicleYear?: number;
                };
                header?: never;
                path: {
                    externalId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            address: string;
                            description: string | null;
                            distanceMeters?: number | null;
                            id: number;
                            latitude: number;
                            longitude: number;
                            name: string;
                            phone: string;
                        }[];
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{serviceExternalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    serviceExternalId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            countryCode: "EE" | "LV" | "LT" | "RU";
                            externalId: string;
                            isMotionsCloudEnabled: boolean;
                            isTestService: boolean;
                            name: string;
                            operatorCompany?: {
                                address: string;
                                contact: string;
                                name: string;
                                registryCode: string;
                            } | null;
                            serviceDirectContact: string | null;
                            serviceLink: {
                                /** @enum {string} */
                                language: "en" | "et" | "ru" | "lv" | "lt";
                                name: string;
                            };
                            theme: {
                                color: string;
                                logo: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/theme/{serviceName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    serviceName: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            color: string;
                            logo: string | null;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tow-truck/accepted-driver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    assistanceRequestId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignedTime: string;
                            driver: {
                                company: string;
                                companyId: string | null;
                                fullName: string;
                                id: number;
                                isTransferred: boolean;
                                notificationResponseRate: number | null;
                                phoneNumber: string;
                                photoUrl?: string | null;
                            };
                            driverLocation?: {
                                latitude: number;
                                longitude: number;
                            } | null;
                            eta: string;
                            /** @enum {string} */
                            progress?: "ASSIGNED" | "ON_THE_WAY" | "ARRIVED" | "TOWING" | "FIXED_ON_SITE";
                            truck?: {
                                plate: string | null;
                                vehicle: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vehicles/{licensePlate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query: {
                    requestId: number;
                };
                header?: never;
                path: {
                    /** @example 123ABC */
                    licensePlate: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            insurance: {
                                verified: boolean;
                            };
                            vehicle: {
                                /** @enum {string|null} */
                                error: "VEHICLE_NOT_FOUND" | "REGISTRY_UNAVAILABLE" | null;
                                licensePlate: string;
                                manufacturer: string | null;
                                model: string | null;
                                vinCode: string | null;
                                year: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            code: string;
                            errors?: {
                                code: string;
                                path: string;
                            }[];
                            statusCode: number;
                        };
                    };
                };
            };
        };
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
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
